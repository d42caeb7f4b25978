/**
 * Shared rules for US taxpayer numbers (SSN and ITIN): both are nine digits written 3-2-4.
 * The written 3-2-4 form is distinctive enough to report alone; a bare nine-digit run is also an
 * order number, a zip+4 or a BSN, so it needs a naming word close by.
 */
import { digitsOnly } from '../validators/context';

/**
 * Nine digits as 3-2-4 with one consistent separator. Not part of a longer digit run or of a
 * longer dashed / spaced group ("123-45-6789-01", "1 123-45-6789"). The first digit comes before
 * the look-behind so the engine can skip ahead to the next digit.
 */
export const TIN_GROUPED = /\d(?<![\dA-Za-z_]\d|\d[- ]\d)\d{2}([- ])\d{2}\1\d{4}(?![\dA-Za-z_]|[- ]\d)/g;

/** Nine digits grouped 3-2-4 or bare (the digits and OCR views join split groups into a bare run). */
export const TIN_ANY = /\d(?<![\dA-Za-z_]\d|\d[- ]\d)\d{2}(?:([- ])\d{2}\1\d{4}|\d{6})(?![\dA-Za-z_]|[- ]\d)/g;

/** Numbers published in advertising, on sample cards or in documentation; never a person's. */
const SSN_NEVER_ISSUED = new Set(['078051120', '219099999', '123456789', '457555462']);

/**
 * SSA rules: area not 000, 666 or 900–999; group not 00; serial not 0000; not one of the published
 * numbers above; not one digit repeated.
 */
export function ssnStructureValid(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 9) return false;
  const area = Number(d.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) return false;
  if (d.slice(3, 5) === '00' || d.slice(5) === '0000') return false;
  if (SSN_NEVER_ISSUED.has(d) || /^(\d)\1{8}$/.test(d)) return false;
  return true;
}

/** IRS ITIN: 9XX, group 50–65, 70–88, 90–92 or 94–99, any serial. */
export function itinStructureValid(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 9 || d[0] !== '9') return false;
  const group = Number(d.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}
