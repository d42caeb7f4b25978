/** Own examples of the rules in iban.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'iban': {
    match: [
      { text: 'IBAN: DE89 3704 0044 0532 0130 00 please', covers: 'DE89 3704 0044 0532 0130 00' },
      { text: 'pay to GB29NWBK60161331926819 today', covers: 'GB29NWBK60161331926819' },
      { text: 'iban nl91abna0417164300', covers: 'nl91abna0417164300' },
      { text: 'BE68 5390 0754 7034 from the client', covers: 'BE68 5390 0754 7034' },
      { text: 'FR14 2004 1010 0505 0001 3M02 606', covers: 'FR14 2004 1010 0505 0001 3M02 606' },
      { text: 'Konto DE89 3704 0044 O532 0130 00 (Scan)', covers: 'DE89 3704 0044 O532 0130 00' },
    ],
    ignore: [
      'DE89 3704 0044 0532 0130 01 has a bad checksum',
      'GB29NWBK6016133192681 is one short',
      'XX89370400440532013000 has no country',
      'sha de89370400440532013000ab',
      ...BENIGN_SAMPLES,
    ],
  },
};
