/**
 * US Social Security numbers under the SSA's allocation rules. Written 3-2-4 they stand alone
 * (`us-ssn`), also when a column wrap falls inside them or OCR reads a digit or two as letters. A bare nine-digit run, or one split and joined again in the digits or
 * OCR views, is also an order number or a zip+4, so `us-ssn-labelled` runs only when "SSN" or
 * "social security" is in the text and reports runs within a few words of it.
 */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { ssnStructureValid, TIN_ANY, TIN_GROUPED } from './_us-tin';

const SSN_WORDS = /\b(?:ssn|ss#|ss no|social[ _-]?security|soc\.? ?sec)/i;

/** OCR look-alikes of digits and the digit each stands for. */
const OCR_DIGITS: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', I: '1', l: '1', S: '5', s: '5', B: '8', Z: '2', G: '6' };
const LOOK = '[0-9OoDIlSsBZG]';
/**
 * The 3-2-4 form with OCR look-alikes among the digits ("677-32-B739", "466-7B-5029"), one
 * consistent separator, standing alone as TIN_GROUPED does.
 */
const TIN_GROUPED_OCR = new RegExp(
  `(?<![0-9A-Za-z_]|[0-9][- ])${LOOK}{3}([- ])${LOOK}{2}\\1${LOOK}{4}(?![0-9A-Za-z_]|[- ][0-9])`,
  'g',
);

/**
 * The digits an OCR-read 3-2-4 value stands for, or undefined when it is not one: at most two
 * look-alikes, each in a group that also holds a real digit, so words and codes ("ISO 20 2015",
 * "SOS-12-3456") are not read as numbers.
 */
export function ocrSsnDigits(value: string): string | undefined {
  let confusions = 0;
  let out = '';
  for (const group of value.split(/[- ]/)) {
    const looks = group.replace(/[0-9]/g, '').length;
    if (looks > 0 && looks === group.length) return undefined;
    confusions += looks;
    out += group.replace(/[^0-9]/g, (c) => OCR_DIGITS[c] ?? c);
  }
  return confusions >= 1 && confusions <= 2 ? out : undefined;
}

export const usSsn: Recognizer = {
  id: 'us-ssn',
  category: 'government_id',
  description: 'US Social Security number',
  label: 'SSN',
  keywords: [],
  patterns: [TIN_GROUPED, TIN_GROUPED_OCR],
  // The 3-2-4 form is distinctive wherever a column wrap falls in it ("559-55-\n4500").
  views: ['base', 'unwrap'],
  validate: (value) => {
    if (/^[0-9 -]+$/.test(value)) return ssnStructureValid(value);
    const digits = ocrSsnDigits(value);
    return digits !== undefined && ssnStructureValid(digits);
  },
  confidence: 0.9,
};

export const usSsnLabelled: Recognizer = {
  id: 'us-ssn-labelled',
  category: 'government_id',
  description: 'US Social Security number next to a label',
  label: 'SSN',
  keywords: ['ssn', 'ss#', 'ss no', 'social security', 'social_security', 'social-security', 'socialsecurity', 'soc sec', 'soc. sec'],
  patterns: [TIN_ANY],
  validate: (value, ctx) => ssnStructureValid(value) && hasContext(ctx, SSN_WORDS),
  confidence: 0.9,
};
