/**
 * Payment card numbers (PAN): an IIN range and length of a known brand plus a Luhn check, written
 * plain, grouped with spaces or dashes, split digit by digit (the digits view joins those) or as
 * OCR read them ("4lll 1111 llll 1111"). A 16-digit order number or a Luhn-invalid run is left
 * alone.
 */
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';
import { luhnValid } from '../validators/luhn';
import { cardBrand } from './_card-brands';

/** Letters OCR reads in place of digits, to the digit they stand for. */
const OCR_TO_DIGIT: Readonly<Record<string, string>> = { l: '1', I: '1', '|': '1', O: '0', o: '0', S: '5', B: '8', Z: '2' };

/** The card digits of a candidate: OCR letters read as digits, separators dropped. */
export function cardDigits(value: string): string {
  let out = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') out += ch;
    else {
      const mapped = OCR_TO_DIGIT[ch];
      if (mapped !== undefined) out += mapped;
    }
  }
  return out;
}

/** Whether `value` is a card number of a known brand with a valid Luhn check. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  // A group read entirely as letters is allowed, a number mostly made of letters is not.
  let real = 0;
  for (const ch of value) if (ch >= '0' && ch <= '9') real++;
  if (real * 2 < digits.length) return false;
  return cardBrand(digits) !== undefined && luhnValid(digits) && !/^(\d)\1+$/.test(digits);
}

export const paymentCard: Recognizer = {
  id: 'payment-card',
  category: 'payment',
  description: 'Payment card number (Visa, Mastercard, Amex, Discover, Diners, JCB, UnionPay, Maestro, Mir)',
  label: 'CARD',
  keywords: [],
  patterns: [
    // A whole digit run: plain in the base view, joined from groups or single digits in the
    // digits view, with OCR misreadings undone in the OCR view.
    /\d(?<![\dA-Za-z_]\d)\d{11,18}(?![\dA-Za-z_])/g,
  ],
  validate: (value) => isCardNumber(value),
  confidence: 0.95,
  examples: {
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
      'id 1234567812345670 has no brand',
      'uuid 123e4567-e89b-12d3-a456-426614174000',
      'commit 9fceb02d0ae598e95dc970b74767f19372d61af8',
      'v1.12.4 10.0.4.12 2024-01-15T10:22:33.123Z $1,234.56',
      ...BENIGN_SAMPLES,
    ],
  },
};

/**
 * The grouped forms in the base view only: when a neighbouring number (an expiry date, a CVC)
 * would be glued onto the card in the digits view, and when OCR read more letters into the
 * groups than the OCR view undoes ("4lll 1111 llll 1111").
 */
export const paymentCardGrouped: Recognizer = {
  id: 'payment-card-grouped',
  category: 'payment',
  description: 'Payment card number written in groups, as typed or as OCR read it',
  label: 'CARD',
  keywords: [],
  patterns: [
    // Grouped 4-4-4-4(-3) or 4-6-4/5 with one separator.
    /\d(?<![\dA-Za-z_]\d|\d{4}[ -]\d)\d{3}([ -])(?:\d{4}\1\d{4}\1\d{4}(?:\1\d{3})?|\d{6}\1\d{4,5})(?![\dA-Za-z_]|[ -]\d{4})/g,
    // Four groups of four in which OCR read some digits as letters (the first one read right,
    // which keeps this pattern from starting at every 'o' and 'l' of the text).
    /\d(?<![\dA-Za-z_|]\d|[\dlIO|oSBZ]{4}[ -]\d)[\dlIO|oSBZ]{3}(?:[ -][\dlIO|oSBZ]{4}){3}(?![\dA-Za-z_|]|[ -][\dlIO|oSBZ]{4})/g,
  ],
  views: ['base'],
  validate: (value) => isCardNumber(value),
  confidence: 0.95,
  examples: {
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
