/**
 * Machine-readable-zone check digits (ICAO Doc 9303): characters weighted 7, 3, 1 in turn, digits
 * as themselves, letters A–Z as 10–35, the filler '<' as 0, sum mod 10. Passports (TD3) and ID
 * cards (TD1/TD2) use the same rule for the document number, birth date, expiry and composite.
 */

const WEIGHTS = [7, 3, 1] as const;

function charValue(c: number): number | undefined {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  if (c === 60) return 0; // '<'
  return undefined;
}

/** The check digit of an MRZ field, or undefined when the field holds a character MRZs never use. */
export function mrzCheckDigit(field: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const v = charValue(field.charCodeAt(i));
    if (v === undefined) return undefined;
    sum += v * WEIGHTS[i % 3]!;
  }
  return sum % 10;
}

/** Whether `check` (one character; '<' reads as 0 where a field is empty) is the check digit of `field`. */
export function mrzFieldValid(field: string, check: string): boolean {
  const expected = mrzCheckDigit(field);
  if (expected === undefined || check.length !== 1) return false;
  const got = check === '<' ? 0 : check.charCodeAt(0) - 48;
  return got === expected;
}

export interface MrzChecks {
  documentNumber: boolean;
  birthDate: boolean;
  expiryDate: boolean;
  composite: boolean;
}

/**
 * The check digits of the second line of a TD3 passport (44 characters) or TD2 card (36): document
 * number 0–8 (check 9), nationality 10–12, birth date 13–18 (check 19), sex 20, expiry 21–26
 * (check 27), optional data, composite check last over 0–9, 13–19 and 21 to the end.
 */
export function td3Checks(line2: string): MrzChecks | undefined {
  if (line2.length !== 44 && line2.length !== 36) return undefined;
  const last = line2.length - 1;
  const composite = line2.slice(0, 10) + line2.slice(13, 20) + line2.slice(21, last);
  return {
    documentNumber: mrzFieldValid(line2.slice(0, 9), line2[9]!),
    birthDate: mrzFieldValid(line2.slice(13, 19), line2[19]!),
    expiryDate: mrzFieldValid(line2.slice(21, 27), line2[27]!),
    composite: mrzFieldValid(composite, line2[last]!),
  };
}

/**
 * The check digits of a TD1 identity card (three lines of 30): document number on line 1 at 5–13
 * (check 14); birth date 0–5 (check 6), expiry 8–13 (check 14) and the composite (check 29, over
 * line 1 from 5 and line 2 0–6, 8–14, 18–28) on line 2.
 */
export function td1Checks(line1: string, line2: string): MrzChecks | undefined {
  if (line1.length !== 30 || line2.length !== 30) return undefined;
  const composite = line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29);
  return {
    documentNumber: mrzFieldValid(line1.slice(5, 14), line1[14]!),
    birthDate: mrzFieldValid(line2.slice(0, 6), line2[6]!),
    expiryDate: mrzFieldValid(line2.slice(8, 14), line2[14]!),
    composite: mrzFieldValid(composite, line2[29]!),
  };
}
