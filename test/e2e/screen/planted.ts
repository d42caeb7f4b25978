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

/**
 * True when `ocrText` still holds `value`: a run of ⌈0.7·|value|⌉ of its characters, or the whole
 * value with a few characters wrong (OCR noise an attacker can repair) — the evaluation's oracle,
 * which shares no code with the engine.
 */
export function recoverable(value: string, ocrText: string): boolean {
  return oracleRecoverable(value, ocrText);
}
