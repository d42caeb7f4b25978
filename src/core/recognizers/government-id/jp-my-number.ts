/** Japanese individual number (My Number) next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { myNumberValid } from '../validators/national-checksums';

const MY_NUMBER_WORDS = /(?:my ?number|マイナンバー|個人番号)/i;

export const jpMyNumber: Recognizer = {
  id: 'jp-my-number',
  category: 'government_id',
  description: "Japanese individual number (My Number) next to a label",
  label: 'MY_NUMBER',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.])\d{4} ?\d{4} ?\d{4}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => myNumberValid(value) && hasContext(ctx, MY_NUMBER_WORDS),
  confidence: 0.88,
};
