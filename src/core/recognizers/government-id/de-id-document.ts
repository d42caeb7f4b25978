/** German ID card or passport number: its shape, its check digits and (for formats a plain number could share) a naming word nearby. */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { deDocumentNumberValid } from '../validators/national-checksums';

const DE_DOC_WORDS = /(?:ausweis|personalausweis|reisepass|pass(?:nummer|port)?|id[ -]?card|identity card|dokument|document)/i;

export const deIdDocument: Recognizer = {
  id: 'de-id-document',
  category: 'government_id',
  description: "German ID card or passport number",
  label: 'ID_DOCUMENT',
  keywords: ['ausweis', 'personalausweis', 'reisepass', 'pass', 'passport', 'id card', 'identity card', 'dokument', 'document'],
  patterns: [/(?<![\dA-Za-z_])[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d(?![\dA-Za-z_])/gi],
  views: ['base'],
  validate: (value, ctx) => deDocumentNumberValid(value) && hasContext(ctx, DE_DOC_WORDS, 64, 24),
  confidence: 0.88,
};
