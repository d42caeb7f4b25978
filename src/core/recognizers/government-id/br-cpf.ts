/**
 * Brazilian individual taxpayer number (CPF): nine digits and two mod-11 check digits. The
 * written form 000.000.000-00 stands alone (`br-cpf`); a bare eleven-digit run (Brazilian mobile
 * numbers are eleven digits too) needs "CPF" nearby (`br-cpf-labelled`).
 */
import type { Recognizer } from '../types';
import { digitsOnly, hasContext } from '../validators/context';
import { cpfValid } from '../validators/mod11';

const CPF_WORDS = /\b(?:cpf|cadastro de pessoas? f[ií]sicas?)\b/i;

export const brCpf: Recognizer = {
  id: 'br-cpf',
  category: 'government_id',
  description: 'Brazilian taxpayer number (CPF)',
  label: 'CPF',
  keywords: [],
  patterns: [/(?<![\dA-Za-z_.]|\d[ -])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\dA-Za-z_]|[.\- ]\d)/g],
  views: ['base'],
  validate: (value) => cpfValid(digitsOnly(value)),
  confidence: 0.9,
};

export const brCpfLabelled: Recognizer = {
  id: 'br-cpf-labelled',
  category: 'government_id',
  description: 'Brazilian taxpayer number (CPF) next to a label',
  label: 'CPF',
  keywords: ['cpf', 'cadastro de pessoa'],
  patterns: [/(?<![\dA-Za-z_.]|\d[ -])(?:\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})(?![\dA-Za-z_]|[.\- ]\d)/g],
  validate: (value, ctx) => cpfValid(digitsOnly(value)) && hasContext(ctx, CPF_WORDS),
  confidence: 0.9,
};
