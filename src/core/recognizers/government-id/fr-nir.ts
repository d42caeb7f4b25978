/**
 * French social security number (NIR, "numéro de sécu"): sex, year, month, department (2A/2B for
 * Corsica), commune, order number, then a two-digit key = 97 − (number mod 97), with 2A read as
 * 19 and 2B as 18. The key and the month structure make a label unnecessary.
 */
import type { Recognizer } from '../types';
import { mod97 } from '../validators/mod97';

/** Whether a NIR (spaces allowed) has a correct key. */
export function nirKeyValid(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  if (!/^[1-478]\d{4}(?:\d{2}|2[AB])\d{8}$/.test(compact)) return false;
  const body = compact.slice(0, 13).replace('2A', '19').replace('2B', '18');
  const key = Number(compact.slice(13));
  return key >= 1 && key <= 97 && 97 - mod97(body) === key;
}

export const frNir: Recognizer = {
  id: 'fr-nir',
  category: 'government_id',
  description: 'French social security number (NIR)',
  label: 'NIR',
  keywords: [],
  patterns: [
    /(?<![\dA-Za-z_]|\d[ ])[1-478] ?\d{2} ?(?:0[1-9]|1[0-2]|20|3\d|4[0-2]|[5-9]\d) ?(?:\d{2}|2[ABab]) ?\d{3} ?\d{3} ?\d{2}(?![\dA-Za-z_]|[ ]\d)/g,
  ],
  validate: (value) => nirKeyValid(value),
  confidence: 0.9,
};
