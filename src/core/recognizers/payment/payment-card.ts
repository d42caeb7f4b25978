/**
 * Payment card numbers (PAN): an IIN range and length of a known brand plus a Luhn check, written
 * plain, grouped with spaces or dashes, split digit by digit (the digits view joins those) or as
 * OCR read them ("4lll 1111 llll 1111"). A 16-digit order number or a Luhn-invalid run is left
 * alone.
 */
import type { Recognizer } from '../types';
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
    /\d(?<![\dA-Za-z_+]\d)\d{11,18}(?![\dA-Za-z_])/g,
  ],
  validate: (value) => isCardNumber(value),
  confidence: 0.95,
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
};
