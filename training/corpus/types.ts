/**
 * The shape of one label's share of the corpus: sentence templates per language and the
 * vocabulary they draw on. Slots under `all` apply to every language; a language's own table
 * overrides them.
 */
import type { ClassifierLabel } from '../../src/core/classifier/labels';

/** Labels the template corpora are written for: the context head's, plus wording around identifiers (read as benign context). */
export type CorpusLabel = ClassifierLabel | 'credential' | 'government_id' | 'contact';
import type { SlotTable } from './template';
import type { Lang } from './vocab';

export interface LabelCorpus {
  label: CorpusLabel;
  slots: Partial<Record<Lang | 'all', SlotTable>>;
  templates: Record<Lang, readonly string[]>;
}
