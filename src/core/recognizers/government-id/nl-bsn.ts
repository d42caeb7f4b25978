/**
 * Dutch citizen service numbers (BSN, formerly sofinummer): nine digits passing the elfproef.
 * One nine-digit run in eleven passes, so a bare or split run needs "BSN", "burgerservicenummer"
 * or "sofinummer" nearby (`nl-bsn-labelled`); the dotted 4-2-3 form printed on letters
 * (1234.56.782) stands alone (`nl-bsn`).
 */
import type { Recognizer } from '../types';
import { digitsOnly, hasContext } from '../validators/context';
import { elfproefValid } from '../validators/mod11';

const BSN_WORDS = /\b(?:bsn|burgerservice-?nummer|sofi-?nummer|sofi|citizen service number)\b/i;

export const nlBsn: Recognizer = {
  id: 'nl-bsn',
  category: 'government_id',
  description: 'Dutch citizen service number (BSN)',
  label: 'BSN',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.]|\d[ -])\d{4}\.\d{2}\.\d{3}(?![\dA-Za-z_]|[.\- ]\d)/g],
  views: ['base'],
  validate: (value) => elfproefValid(digitsOnly(value)),
  confidence: 0.85,
};

export const nlBsnLabelled: Recognizer = {
  id: 'nl-bsn-labelled',
  category: 'government_id',
  description: 'Dutch citizen service number (BSN) next to a label',
  label: 'BSN',
  keywords: ['bsn', 'burgerservice', 'sofinummer', 'sofi-nummer', 'sofi', 'citizen service number'],
  patterns: [/(?<![\dA-Za-z_.]|\d[ -])(?:\d{4}\.\d{2}\.\d{3}|\d{9})(?![\dA-Za-z_]|[.\- ]\d)/g],
  validate: (value, ctx) => elfproefValid(digitsOnly(value)) && hasContext(ctx, BSN_WORDS),
  confidence: 0.85,
};
