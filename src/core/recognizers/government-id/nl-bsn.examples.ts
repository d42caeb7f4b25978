/** Own examples of the rules in nl-bsn.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'nl-bsn': {
    match: [{ text: 'ons kenmerk 1234.56.782 (zie brief)', covers: '1234.56.782' }],
    ignore: ['Order #123456782', '1234.56.781 fails the elfproef', 'build 1.1234.56.782', ...BENIGN_SAMPLES],
  },
  'nl-bsn-labelled': {
    match: [
      { text: 'BSN: 111222333', covers: '111222333' },
      { text: 'mijn burgerservicenummer is 123456782.', covers: '123456782' },
      { text: 'bsn 123 456 782', covers: '123 456 782' },
    ],
    ignore: ['BSN 123456781 fails the elfproef', 'bsn 000000000', 'bsn listed, order 1234567820'],
  },
};
