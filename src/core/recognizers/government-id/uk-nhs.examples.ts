/** Own examples of the rule in uk-nhs.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'uk-nhs': {
    match: [
      { text: 'Her NHS number is 491 450 5819 and she is registered at the Leeds practice.', covers: '491 450 5819' },
      { text: 'patient_nhs_no,4387393009', covers: '4387393009' },
      { text: 'NHS No: 421-470-1933 (verified)', covers: '421-470-1933' },
    ],
    ignore: [
      'NHS number 491 450 5818 (check digit wrong)',
      'call the NHS on 0300 311 2233 or 111',
      'ticket 4743570026 raised; the migration board meets weekly at the NHS trust',
      'patient 491 450 5819 admitted',
      ...BENIGN_SAMPLES,
    ],
  },
};
