/** Own examples of the rules in payment-card.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'payment-card': {
    match: [
      { text: 'card=5555555555554444;', covers: '5555555555554444' },
      { text: 'Visa 4111 1111 1111 1111 (joined in the digits view)', covers: '4111 1111 1111 1111' },
      { text: 'Mastercard 2223-0031-2200-3222', covers: '2223-0031-2200-3222' },
      { text: 'Amex 3782 822463 10005', covers: '3782 822463 10005' },
      { text: 'Discover 6011 1111 1111 1117', covers: '6011 1111 1111 1117' },
      { text: 'Diners 3056 930902 5904', covers: '3056 930902 5904' },
      { text: 'JCB 3530111333300000', covers: '3530111333300000' },
      { text: 'UnionPay 6200 0000 0000 0005', covers: '6200 0000 0000 0005' },
      { text: 'Maestro 6759649826438453', covers: '6759649826438453' },
      { text: 'split: 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1', covers: '4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1' },
      { text: 'scan: 4l11 1111 1111 1111', covers: '4l11 1111 1111 1111' },
    ],
    ignore: [
      'Luhn-invalid 4111 1111 1111 1112',
      'Order #1002345671234567 placed',
      // An international phone number is written with its plus; a card number never is.
      'call +4915112345678 after nine',
      'id 1234567812345670 has no brand',
      'uuid 123e4567-e89b-12d3-a456-426614174000',
      'commit 9fceb02d0ae598e95dc970b74767f19372d61af8',
      'v1.12.4 10.0.4.12 2024-01-15T10:22:33.123Z $1,234.56',
      ...BENIGN_SAMPLES,
    ],
  },
  'payment-card-grouped': {
    match: [
      { text: 'Visa 4111 1111 1111 1111 exp 12/27', covers: '4111 1111 1111 1111' },
      { text: 'Visa 4111 1111 1111 1111 123', covers: '4111 1111 1111 1111' },
      { text: 'Amex 3782 822463 10005 exp 0926', covers: '3782 822463 10005' },
      { text: 'ocr: 4lll 1111 llll 1111', covers: '4lll 1111 llll 1111' },
      { text: 'ocr: 5555 5555 SSSS 4444', covers: '5555 5555 SSSS 4444' },
    ],
    ignore: ['4111 1111 1111 1112 exp 12/27', 'serial 4111 1111 1111 1111 2222 3333', 'Slow boil lOOl', ...BENIGN_SAMPLES],
  },
};
