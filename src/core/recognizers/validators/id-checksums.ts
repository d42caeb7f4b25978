/**
 * Check-digit rules of more national identifiers, each from the issuing authority's public
 * description: Singapore NRIC/FIN, Hong Kong identity card, Swiss AHV/AVS number, South African
 * ID number, Israeli Teudat Zehut, New Zealand IRD number, Polish identity card. Pure functions
 * of the value.
 */
import { luhnValid } from './luhn';
import { digitsOf, realDate } from './national-checksums';

/** Value of a letter or digit in alphanumeric check sums: digits as is, A = 10 … Z = 35. */
function alnumValue(c: string): number {
  const code = c.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/** Check letters of the NRIC/FIN series, indexed by the remainder of the weighted sum. */
const NRIC_LETTERS: Readonly<Record<string, { offset: number; letters: string }>> = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' },
  T: { offset: 4, letters: 'JZIHGFEDCBA' },
  F: { offset: 0, letters: 'XWUTRQPNMLK' },
  G: { offset: 4, letters: 'XWUTRQPNMLK' },
  M: { offset: 3, letters: 'XWUTRQPNJLK' },
};

/** Singapore NRIC/FIN: weights 2,7,6,5,4,3,2 over the digits, plus 4 (T, G) or 3 (M), mod 11 indexes the series' letter table. */
export function nricValid(value: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(value);
  if (!m) return false;
  const series = NRIC_LETTERS[m[1] as string] as { offset: number; letters: string };
  const d = digitsOf(m[2] as string);
  const w = [2, 7, 6, 5, 4, 3, 2];
  let sum = series.offset;
  for (let i = 0; i < 7; i++) sum += (d[i] as number) * (w[i] as number);
  return series.letters[sum % 11] === m[3];
}

/** Hong Kong identity card: letters A=10…Z=35 (a single letter led by a space = 36), weights 9…2, check digit (A = 10) makes the sum 0 mod 11. */
export function hkidValid(value: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})\(?([\dA])\)?$/.exec(value.replace(/\s/g, ''));
  if (!m) return false;
  const letters = m[1] as string;
  const chars = (letters.length === 1 ? [36, alnumValue(letters)] : [alnumValue(letters[0] as string), alnumValue(letters[1] as string)]).concat(digitsOf(m[2] as string));
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (chars[i] as number) * (9 - i);
  const check = m[3] === 'A' ? 10 : Number(m[3]);
  return (sum + check) % 11 === 0;
}

/** Swiss AHV/AVS number (AHVN13): 756, nine digits, an EAN-13 check digit (weights 1,3 from the left, mod 10). */
export function ahvValid(value: string): boolean {
  const d = value.replace(/[. ]/g, '');
  if (!/^756\d{10}$/.test(d)) return false;
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (ds[i] as number) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === ds[12];
}

/** South African ID number: YYMMDD (a real date), SSSS, citizenship 0/1/2, A, a Luhn check digit over all 13. */
export function zaIdValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^\d{13}$/.test(d)) return false;
  const yy = Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  const day = Number(d.slice(4, 6));
  // The century is not written: a date is real if it is real in either one (29 February 1900 is not, 2000 is).
  if (!realDate(1900 + yy, month, day) && !realDate(2000 + yy, month, day)) return false;
  if (!/[012]/.test(d[10] as string)) return false;
  return luhnValid(d);
}

/** Israeli identity number (Teudat Zehut): up to 9 digits left-padded with zeros, weights 1,2 alternating, digit sums, total 0 mod 10. */
export function ilIdValid(value: string): boolean {
  const raw = value.replace(/-/g, '');
  if (!/^\d{1,9}$/.test(raw) || /^0+$/.test(raw)) return false;
  const d = digitsOf(raw.padStart(9, '0'));
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const p = (d[i] as number) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return sum % 10 === 0;
}

/** New Zealand IRD number: 8 or 9 digits in 10,000,000–150,000,000, mod 11 with weights 3,2,7,6,5,4,3,2, then 7,4,3,2,5,2,7,6 when the first gives 10. */
export function irdValid(value: string): boolean {
  const raw = value.replace(/[ -]/g, '');
  if (!/^\d{8,9}$/.test(raw)) return false;
  const n = Number(raw);
  if (n < 10_000_000 || n > 150_000_000) return false;
  const d = digitsOf(raw.padStart(9, '0'));
  const checkWith = (w: readonly number[]): number => {
    let sum = 0;
    for (let i = 0; i < 8; i++) sum += (d[i] as number) * (w[i] as number);
    const r = sum % 11;
    return r === 0 ? 0 : 11 - r;
  };
  let check = checkWith([3, 2, 7, 6, 5, 4, 3, 2]);
  if (check === 10) check = checkWith([7, 4, 3, 2, 5, 2, 7, 6]);
  return check !== 10 && check === d[8];
}

/** Polish identity card (dowód osobisty): three letters (A=10…Z=35), six digits, weights 7,3,1,9,7,3,1,7,3 over all nine sum to 0 mod 10 (the first digit is the check). */
export function plIdCardValid(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{3}\d{6}$/.test(v)) return false;
  const w = [7, 3, 1, 9, 7, 3, 1, 7, 3];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += alnumValue(v[i] as string) * (w[i] as number);
  return sum % 10 === 0;
}
