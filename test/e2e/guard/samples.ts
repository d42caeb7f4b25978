/**
 * Synthetic values the engine detects (checked with `npm run -s cli -- scan --jsonl`): a card
 * number that passes Luhn, an e-mail address, a GitHub token in the public format with made-up
 * characters, and a person's name. None is real. `maskedPattern` turns a text into the pattern its
 * masked form must match: every benign character verbatim, every finding a token or placeholder.
 */
import { nodeTagger } from '../../../src/cli/tagger-node';
import { scan } from '../../../src/core/engine/scan';
import type { Finding } from '../../../src/core/engine/types';
import { taggerLayer } from '../../../src/core/tagger/findings';

export const VALUES = {
  card: '4539 1488 0343 6467',
  email: 'marguerite.okafor@fernhill-mail.com',
  githubToken: 'ghp_8mZq4T1vXc9LpR2sW7yB3nK6dF0hJ5aQe1Uo',
  name: 'Marguerite Okafor',
} as const;

/** A paste with all four values and benign text around them (several lines). */
export const MIXED_PASTE = [
  'Hi team, the renewal notes follow.',
  `Card ${VALUES.card}, mail ${VALUES.email}, deploy key ${VALUES.githubToken}.`,
  `Signed, Dr. ${VALUES.name}`,
  'Thanks - see you at 10:30 on Thursday!',
].join('\n');

export const ENV_FILE = [
  'DATABASE_URL=postgres://app:Sup3rS3cretPw@db.internal:5432/app',
  `ADMIN_EMAIL=${VALUES.email}`,
  `GITHUB_TOKEN=${VALUES.githubToken}`,
  'LOG_LEVEL=info',
  '',
].join('\n');

const TOKEN = String.raw`\[[A-Z][A-Z0-9_]{1,40}\]`;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Collapses what editors change without changing the text: blank lines, nbsp, trailing space. */
export function normaliseEditorText(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/[ \t]+\n/g, '\n').replace(/\n{2,}/g, '\n').trim();
}

/** The engine's findings as the extension's worker reads them: rules, fields and the shipped tagger. */
export function findingsOf(text: string): Finding[] {
  return scan(text, { tagger: taggerLayer(nodeTagger()) }).findings;
}

/** The pattern a masked `text` must match, from the engine's own findings on it. */
export function maskedPattern(text: string): RegExp {
  const parts: string[] = [];
  let at = 0;
  for (const f of findingsOf(text)) {
    parts.push(escape(text.slice(at, f.start)), TOKEN);
    at = f.end;
  }
  parts.push(escape(text.slice(at)));
  // Escaping leaves whitespace alone, so the pattern normalises like the editor text it is matched against.
  return new RegExp(`^${normaliseEditorText(parts.join(''))}$`);
}
