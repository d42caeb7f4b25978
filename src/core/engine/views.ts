/** Which normalised views each category's recognizers run on, unless a recognizer says otherwise. */
import type { DetectorCategory } from '../vocabulary';
import type { ViewName } from '../text/normalize';
import type { Recognizer } from '../recognizers/types';

export const DEFAULT_VIEWS: Readonly<Record<DetectorCategory, readonly ViewName[]>> = {
  credential: ['base', 'rot13', 'url', 'entity'],
  government_id: ['base', 'digits', 'ocr'],
  payment: ['base', 'digits', 'ocr'],
  contact: ['base', 'leet', 'url', 'entity'],
  person_name: ['base'],
  injection: ['base', 'unwrap', 'leet', 'rot13', 'url', 'entity'],
};

export const DEFAULT_LABELS: Readonly<Record<DetectorCategory, string>> = {
  credential: 'CREDENTIAL',
  government_id: 'GOV_ID',
  payment: 'PAYMENT',
  contact: 'CONTACT',
  person_name: 'PERSON',
  injection: 'INJECTION',
};

export function viewsOf(recognizer: Recognizer): readonly ViewName[] {
  return recognizer.views ?? DEFAULT_VIEWS[recognizer.category];
}

export function labelOf(recognizer: Recognizer): string {
  return recognizer.label ?? DEFAULT_LABELS[recognizer.category];
}
