/**
 * The tagger's spans as scan findings, for the scan's tagger layer (ScanOptions.tagger): rule ids
 * `tagger-person-name`, `tagger-street-address`, `tagger-date-of-birth`, `tagger-phone`, with the
 * calibrated confidence, at offsets of the text given. The scan merges them with the rules' and
 * the field layer's findings and makes them consistent (every repetition, names whole). Pure.
 */
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

/** The tagger as the scan's tagger layer (`scan(text, { tagger: taggerLayer(t) })`). */
export function taggerLayer(tagger: EntityTagger): (text: string) => Finding[] {
  return (text) => taggerFindings(text, tagger);
}
