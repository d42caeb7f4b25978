/**
 * Machine-readable zones of passports (TD3, two lines of 44), visas and cards (TD2, two of 36;
 * TD1, three of 30), as pasted from a scan or OCR. The name line is covered with the data line.
 * Document number, birth date and expiry check digits must all hold; the composite digit is not
 * required because OCR often mangles the filler run before it.
 */
import type { Recognizer } from '../types';
import { td1Checks, td3Checks } from '../validators/mrz';

function lines(value: string): string[] {
  return value.split(/\r?\n/).map((l) => l.trim());
}

function validMrz(value: string): boolean {
  const ls = lines(value);
  const first = ls[0] ?? '';
  const checks = first.length === 30 ? td1Checks(first, ls[1] ?? '') : td3Checks(ls.at(-1) ?? '');
  return checks !== undefined && checks.documentNumber && checks.birthDate && checks.expiryDate;
}

export const passportMrz: Recognizer = {
  id: 'passport-mrz',
  category: 'government_id',
  description: 'Passport or ID card machine-readable zone',
  label: 'MRZ',
  keywords: ['<<'],
  patterns: [
    // TD3 / TD2: optional name line, then the data line.
    /(?<![A-Z0-9<])(?:[A-Z][A-Z<][A-Z<]{3}(?:[A-Z<]{39}|[A-Z<]{31})[ \t]*\r?\n[ \t]*)?[A-Z0-9<]{9}\d[A-Z<]{3}\d{7}[MFX<]\d{7}(?:[A-Z0-9<]{14}[0-9<]\d|[A-Z0-9<]{7}\d)(?![A-Z0-9<])/g,
    // TD1: document line, data line, optional name line.
    /(?<![A-Z0-9<])[AIC][A-Z<][A-Z<]{3}[A-Z0-9<]{9}[0-9<][A-Z0-9<]{15}[ \t]*\r?\n[ \t]*\d{7}[MFX<]\d{7}[A-Z<]{3}[A-Z0-9<]{11}\d(?:[ \t]*\r?\n[ \t]*[A-Z<]{30})?(?![A-Z0-9<])/g,
  ],
  views: ['base'],
  validate: validMrz,
  confidence: 0.95,
};
