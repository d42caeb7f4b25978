/**
 * Seeded synthetic values for rendered screens: provider-format secrets and reserved-range PII,
 * drawn at run time so no credential string lives in the repository.
 */
import { mulberry32, type Rng } from '../census/prng';

export type { Rng };

/** The census's seeded source, so both evaluations draw values the same way. */
export const rngFor: (seed: number) => Rng = mulberry32;

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const B64 = `${ALNUM}+/`;

export function pick(rng: Rng, n: number, alphabet = ALNUM): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(rng() * alphabet.length)];
  return s;
}

export function choice<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function luhn(rng: Rng, prefix: string, length = 16): string {
  const d = prefix.split('').map(Number);
  while (d.length < length - 1) d.push(Math.floor(rng() * 10));
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let x = d[d.length - 1 - i]!;
    if (i % 2 === 0) {
      x *= 2;
      if (x > 9) x -= 9;
    }
    sum += x;
  }
  d.push((10 - (sum % 10)) % 10);
  return d.join('');
}

const FIRST = ['Maria', 'Jonas', 'Aisha', 'Tomasz', 'Lena', 'Kwame', 'Sofia', 'Ravi', 'Elif', 'Mateo'];
const LAST = ['Lopez', 'Berger', 'Okafor', 'Nowak', 'Lindqvist', 'Mensah', 'Ricci', 'Iyer', 'Demir', 'Alvarez'];

export function values(rng: Rng) {
  const first = choice(rng, FIRST);
  const last = choice(rng, LAST);
  return {
    awsKeyId: `AKIA${pick(rng, 16, UPPER + '234567')}`,
    awsSecret: pick(rng, 40, ALNUM),
    github: `ghp_${pick(rng, 36)}`,
    stripe: `sk_live_${pick(rng, 24)}`,
    slack: `xoxb-${Math.floor(1e11 + rng() * 8e11)}-${Math.floor(1e11 + rng() * 8e11)}-${pick(rng, 24)}`,
    openai: `sk-proj-${pick(rng, 48)}`,
    npm: `npm_${pick(rng, 36)}`,
    dbPassword: pick(rng, 16),
    card: luhn(rng, choice(rng, ['4539', '5425', '4716'])).replace(/(\d{4})(?=\d)/g, '$1 '),
    ssn: `${Math.floor(100 + rng() * 560)}-${String(Math.floor(10 + rng() * 89))}-${String(Math.floor(1000 + rng() * 8999))}`,
    phone: `(${choice(rng, ['212', '415', '646', '312'])}) 555-01${String(Math.floor(rng() * 100)).padStart(2, '0')}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.org`,
    name: `${first} ${last}`,
    b64: (n: number) => pick(rng, n, B64),
    pick: (n: number, alphabet?: string) => pick(rng, n, alphabet),
  };
}

export type Values = ReturnType<typeof values>;
