/** Own examples of the rules in de-steuer-id.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'de-steuer-id': {
    match: [
      { text: 'Steuer-ID: 86095742719', covers: '86095742719' },
      { text: 'Identifikationsnummer 86 095 742 719', covers: '86 095 742 719' },
      { text: 'IdNr. 47036892816 laut Bescheid', covers: '47036892816' },
    ],
    ignore: [
      'Steuer-ID 86095742718 (wrong check digit)',
      'Steuer-ID 12345678903 (check fits, but no digit repeats)',
      'Steuer-ID 11123456786 (three 1s in a row)',
      'Telefon 86095742719',
      'Steuer-ID 06095742719',
    ],
  },
};
