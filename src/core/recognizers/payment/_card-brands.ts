/**
 * Payment card brands by issuer identification number (IIN) range and length, after the card
 * networks' published ranges. A number is only a card when its prefix and length fit a brand and
 * it passes Luhn; 16-digit order numbers and other ids fail one of the three.
 */

export interface CardBrand {
  readonly name: string;
  /** Inclusive prefix ranges, written with the same number of digits on both sides. */
  readonly ranges: readonly (readonly [string, string])[];
  readonly lengths: readonly number[];
}

const span = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const CARD_BRANDS: readonly CardBrand[] = [
  { name: 'visa', ranges: [['4', '4']], lengths: [13, 16, 19] },
  { name: 'mastercard', ranges: [['51', '55'], ['2221', '2720']], lengths: [16] },
  { name: 'amex', ranges: [['34', '34'], ['37', '37']], lengths: [15] },
  { name: 'discover', ranges: [['6011', '6011'], ['644', '649'], ['65', '65']], lengths: span(16, 19) },
  { name: 'diners', ranges: [['300', '305'], ['3095', '3095'], ['36', '36'], ['38', '39']], lengths: span(14, 19) },
  { name: 'jcb', ranges: [['3528', '3589']], lengths: span(16, 19) },
  { name: 'unionpay', ranges: [['62', '62'], ['81', '81']], lengths: span(16, 19) },
  { name: 'maestro', ranges: [['50', '50'], ['56', '58'], ['639', '639'], ['67', '67']], lengths: span(12, 19) },
  { name: 'mir', ranges: [['2200', '2204']], lengths: span(16, 19) },
];

/** The brand whose IIN range and length fit `digits`, if any. */
export function cardBrand(digits: string): string | undefined {
  for (const brand of CARD_BRANDS) {
    if (!brand.lengths.includes(digits.length)) continue;
    for (const [from, to] of brand.ranges) {
      const prefix = digits.slice(0, from.length);
      if (prefix >= from && prefix <= to) return brand.name;
    }
  }
  return undefined;
}
