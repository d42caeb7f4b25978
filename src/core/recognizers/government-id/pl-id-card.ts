/** Polish identity card (dowód osobisty) number next to a label: three letters and six digits, the first digit a check over all nine, and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { plIdCardValid } from '../validators/id-checksums';

const PL_ID_CARD_WORDS = /(?:\bdow[oó]d|\bosobist|\bid[ -]?card|\bidentity card|\bseria\b)/i;

export const plIdCard: Recognizer = {
  id: 'pl-id-card',
  category: 'government_id',
  description: 'Polish identity card number next to a label',
  label: 'ID_DOCUMENT',
  // "dow" is the ASCII part of "dowód" (keywords are ASCII); it also opens the rule on "window"
  // or "download", which costs one short pattern run.
  keywords: ['dow', 'osobist', 'id card', 'id-card', 'idcard', 'identity card', 'seria'],
  patterns: [/(?<![\dA-Za-z_])[A-Z]{3} ?\d{6}(?![\dA-Za-z_])/gi],
  // The OCR view reads letters of the series (O, S, B) as digits.
  views: ['base'],
  validate: (value, ctx) => plIdCardValid(value) && hasContext(ctx, PL_ID_CARD_WORDS),
  confidence: 0.88,
};
