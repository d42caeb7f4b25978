/** South African identity number next to a label: birth date, sequence, citizenship digit and a Luhn check, with a naming word nearby (a Luhn-valid thirteen-digit run is also a card or a barcode). */
import type { Recognizer } from '../types';
import { hasContext } from '../validators/context';
import { zaIdValid } from '../validators/id-checksums';

const ZA_ID_WORDS = /(?:\bid(?:entity)?[ -]?(?:number|no)\b|south africa|\brsa[ -]?id\b|\bsa[ -]?id\b)/i;

export const zaId: Recognizer = {
  id: 'za-id',
  category: 'government_id',
  description: 'South African identity number next to a label',
  label: 'GOV_ID',
  keywords: ['id number', 'identity number', 'id no', 'id-no', 'south africa', 'rsa id', 'sa id', 'sa-id'],
  patterns: [/(?<![\dA-Za-z_.])\d{6} ?\d{4} ?\d{3}(?![\dA-Za-z_]|[.,]\d)/g],
  validate: (value, ctx) => zaIdValid(value) && hasContext(ctx, ZA_ID_WORDS),
  confidence: 0.88,
};
