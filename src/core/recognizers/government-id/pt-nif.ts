/** Portuguese tax identification number (NIF) next to a label: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { ptNifValid } from '../validators/national-checksums';

const NIF_WORDS = /\b(?:nif|nipc|n\.?º? ?de contribuinte|contribuinte|número fiscal|numero fiscal)\b/i;

export const ptNif: Recognizer = {
  id: 'pt-nif',
  category: 'government_id',
  description: "Portuguese tax identification number (NIF) next to a label",
  label: 'NIF',
  keywords: ['nif', 'contribuinte', 'fiscal', 'nipc'],
  patterns: [/(?<![\dA-Za-z_.])\d{3} ?\d{3} ?\d{3}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => ptNifValid(value.replace(/ /g, '')) && hasContext(ctx, NIF_WORDS),
  confidence: 0.88,
};
