/**
 * Israeli identity number (Teudat Zehut) next to a label: up to nine digits, the last a check
 * digit (alternating weights 1 and 2, digit sums). One run in ten passes, so a naming word must
 * sit nearby. The Hebrew names (תעודת זהות, ת"ז) cannot be keywords, which are ASCII, so the rule
 * has none; its pattern is one short digit run, checked before the context is looked at.
 */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { ilIdValid } from '../validators/id-checksums';

// The base view reads the Hebrew vav (ו) as the Latin look-alike "l", and the OCR view that as "1".
const IL_ID_WORDS = /(?:teudat[ -]?zehut|israeli id|תע[וl1]דת זה[וl1]ת|ת["״.]ז)/i;

export const ilId: Recognizer = {
  id: 'il-id',
  category: 'government_id',
  description: 'Israeli identity number (Teudat Zehut) next to a label',
  label: 'GOV_ID',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.])\d{5,9}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => ilIdValid(value) && hasContext(ctx, IL_ID_WORDS),
  confidence: 0.85,
};
