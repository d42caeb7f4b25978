/**
 * Hong Kong identity card number: one or two letters, six digits and a check digit (0–9 or A).
 * Written with the check digit in parentheses, `K304815(2)`, the shape is the card's own and
 * stands alone; without them it is eight or nine characters a part number could share, so a
 * naming word must sit nearby. No literal is common to the values (the parentheses are in any
 * text), so the rule has no keywords; its pattern is one short character-class run.
 */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { hkidValid } from '../validators/id-checksums';

const HKID_WORDS = /(?:\bhkid\b|hong kong id|identity card|身份證)/i;

export const hkHkid: Recognizer = {
  id: 'hk-hkid',
  category: 'government_id',
  description: 'Hong Kong identity card number',
  label: 'HKID',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_])[A-Z]{1,2}\d{6}(?: ?\([\dA]\)|[\dA])(?![\dA-Za-z_])/g],
  // The OCR view reads letters such as S, B and O as digits, which would break the prefix.
  views: ['base'],
  validate: (value, ctx) => hkidValid(value) && (value.endsWith(')') || hasContext(ctx, HKID_WORDS)),
  confidence: 0.88,
};
