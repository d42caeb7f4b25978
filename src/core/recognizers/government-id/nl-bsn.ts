/**
 * Dutch citizen service numbers (BSN, formerly sofinummer): nine digits passing the elfproef.
 * One nine-digit run in eleven passes, so a bare or split run needs "BSN", "burgerservicenummer"
 * or "sofinummer" nearby (`nl-bsn-labelled`); the dotted 4-2-3 form printed on letters
 * (1234.56.782) stands alone (`nl-bsn`).
 */
import type { Recognizer } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';
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
  examples: {
    match: [{ text: 'ons kenmerk 1234.56.782 (zie brief)', covers: '1234.56.782' }],
    ignore: ['Order #123456782', '1234.56.781 fails the elfproef', 'build 1.1234.56.782', ...BENIGN_SAMPLES],
  },
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
  examples: {
    match: [
      { text: 'BSN: 111222333', covers: '111222333' },
      { text: 'mijn burgerservicenummer is 123456782.', covers: '123456782' },
      { text: 'bsn 123 456 782', covers: '123 456 782' },
    ],
    ignore: ['BSN 123456781 fails the elfproef', 'bsn 000000000', 'bsn listed, order 1234567820'],
  },
};
