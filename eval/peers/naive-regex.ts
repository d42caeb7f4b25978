/**
 * The naive baseline: the plain expressions anyone would write first for e-mail, SSN, card
 * numbers, AWS access key ids and GitHub tokens, run on the raw text with no normalisation.
 */
import type { Defence } from './types';

const RULES: readonly [RegExp, string][] = [
  [/\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g, '[EMAIL]'],
  [/\b\d{3}-\d{2}-\d{4}\b/g, '[SSN]'],
  [/\b(?:\d{4}[ -]?){3}\d{4}\b|\b\d{4}[ -]?\d{6}[ -]?\d{5}\b/g, '[CARD]'],
  [/\bAKIA[0-9A-Z]{16}\b/g, '[AWS_KEY]'],
  [/\bghp_[A-Za-z0-9]{36}\b/g, '[GITHUB_TOKEN]'],
];

export function naiveRegex(): Defence {
  return {
    name: 'naive-regex',
    version: '1',
    redact(text: string): string {
      let out = text;
      for (const [re, replacement] of RULES) out = out.replace(re, replacement);
      return out;
    },
  };
}
