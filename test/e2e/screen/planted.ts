/**
 * Synthetic values planted on the shared page, drawn fresh each run from the public formats (no
 * real credential exists in the repository), and the oracle that asks whether OCR text still
 * holds one (the evaluation's, eval/screens/oracle.ts). Shares no code with the engine.
 */
import { randomInt } from 'node:crypto';
import { recoverable as oracleRecoverable } from '../../../eval/screens/oracle';
import type { Planted } from './share-page';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function pick(n: number, alphabet = ALNUM): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[randomInt(alphabet.length)];
  return s;
}

function luhnCard(prefix: string): string {
  const digits = prefix.split('').map(Number);
  while (digits.length < 15) digits.push(randomInt(10));
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = digits[14 - i]!;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  digits.push((10 - (sum % 10)) % 10);
  return digits.join('').replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function plantSecrets(): Planted {
  return {
    GITHUB: `ghp_${pick(36)}`,
    AWS: pick(40),
    CARD: luhnCard('4539'),
    EMAIL: `${pick(6, 'abcdefghijkmnopqrstuvwxyz')}.${pick(5, 'abcdefghijkmnopqrstuvwxyz')}@example.org`,
  };
}

const NINO_FIRST = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';

/** A UK National Insurance number in the issued format (prefix rules kept), spaced in pairs. */
function nino(): string {
  for (;;) {
    const prefix = `${pick(1, NINO_FIRST)}${pick(1, NINO_SECOND)}`;
    if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix)) continue;
    const d = pick(6, '0123456789');
    return `${prefix} ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4)} ${pick(1, 'ABCD')}`;
  }
}

/** Everything the share pages plant: the four above, and a value of each kind the pages show apart. */
export function plantMany(): Record<string, string> {
  return {
    ...plantSecrets(),
    NINO: nino(),
    STRIPE: `sk_live_${pick(24)}`,
    AWS_ID: `AKIA${pick(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}`,
    NPM: `npm_${pick(36)}`,
    // A project key carries "T3BlbkFJ" (base64 of "OpenAI") like every OpenAI key; real ones are longer.
    OPENAI: `sk-proj-${pick(20)}T3BlbkFJ${pick(20)}`,
    SLACK: `xoxb-${pick(11, '0123456789')}-${pick(12, '0123456789')}-${pick(24)}`,
  };
}

/**
 * True when `ocrText` still holds `value`: a run of ⌈0.7·|value|⌉ of its characters, or the whole
 * value with a few characters wrong (OCR noise an attacker can repair) — the evaluation's oracle,
 * which shares no code with the engine.
 */
export function recoverable(value: string, ocrText: string, threshold?: number): boolean {
  return oracleRecoverable(value, ocrText, threshold);
}
