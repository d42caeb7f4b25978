/** US bank routing number (ABA) next to a label: its shape, its check digits and a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { abaRoutingValid } from '../validators/national-checksums';

const WORDS = /routing|(?<![a-z])(?:aba|rtn)(?![a-z])|transit (?:number|no)/i;

export const usAbaRouting: Recognizer = {
  id: 'us-aba-routing',
  category: 'payment',
  description: 'US bank routing number (ABA) next to a label',
  label: 'ROUTING',
  keywords: ['routing', 'aba', 'rtn', 'transit'],
  patterns: [/(?<![\dA-Za-z_.])\d{9}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => abaRoutingValid(value) && hasContext(ctx, WORDS),
  confidence: 0.88,
};
