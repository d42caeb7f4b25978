/**
 * The tagger's spans as scan findings, merged with the rule findings: rule ids
 * `tagger-person-name`, `tagger-street-address`, `tagger-date-of-birth`, `tagger-phone`, with the
 * calibrated confidence. Rules backed by a format and a validator (secrets, cards, national
 * identifiers, e-mail addresses) keep their span: a tagger span that overlaps one is dropped,
 * except a date of birth over an identifier-less date. Otherwise overlapping findings are joined
 * (the longer, more confident reading wins), so a name the rules cut short is masked whole.
 */
import type { DetectorCategory } from '../vocabulary';
import type { Finding } from '../engine/types';
import type { EntityKind } from './model-file';
import type { EntityTagger } from './tagger';

export const TAGGER_RULE_IDS: Readonly<Record<EntityKind, string>> = {
  person: 'tagger-person-name',
  street_address: 'tagger-street-address',
  date_of_birth: 'tagger-date-of-birth',
  phone: 'tagger-phone',
};

const LABELS: Readonly<Record<EntityKind, string>> = {
  person: 'PERSON',
  street_address: 'ADDRESS',
  date_of_birth: 'DOB',
  phone: 'PHONE',
};

/** Categories whose rule findings rest on a format with a validator; the tagger does not override them. */
const VALIDATED: ReadonlySet<DetectorCategory> = new Set<DetectorCategory>(['credential', 'payment', 'government_id', 'injection']);
const VALIDATED_RULES: ReadonlySet<string> = new Set(['email', 'phone-number', 'iban']);

export function taggerFindings(text: string, tagger: EntityTagger): Finding[] {
  return tagger.tag(text).map((e) => ({
    start: e.start,
    end: e.end,
    category: e.category,
    rule: TAGGER_RULE_IDS[e.kind],
    confidence: Number(e.confidence.toFixed(3)),
    label: LABELS[e.kind],
  }));
}

/**
 * Rule findings (sorted, merged) plus the tagger's, before the final merge. A tagger finding
 * overlapping a validated rule finding is left out: the rule read a format and checked it.
 */
export function withTaggerFindings(rules: readonly Finding[], tagged: readonly Finding[]): Finding[] {
  const out: Finding[] = [...rules];
  for (const t of tagged) {
    const clash = rules.some(
      (r) => r.start < t.end && t.start < r.end && (VALIDATED.has(r.category) || VALIDATED_RULES.has(r.rule.replace(/^.*>/, ''))),
    );
    if (!clash) out.push(t);
  }
  return out;
}
