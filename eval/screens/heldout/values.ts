/**
 * Values for the held-out rendered screens, drawn apart from the development set's generator
 * (../values.ts): other providers and formats, other alphabets and lengths, names and places from
 * other lists. Synthetic: provider formats with random characters, reserved-range or invented PII.
 */
import { mulberry32, type Rng } from '../../census/prng';

export type { Rng };
export const heldoutRng: (seed: number) => Rng = mulberry32;

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const B62 = `${UPPER}${LOWER}${DIGITS}`;
const B64URL = `${B62}-_`;
const B64 = `${B62}+/`;
const HEX = '0123456789abcdef';

export function draw(rng: Rng, n: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(rng() * alphabet.length)];
  return s;
}

export function one<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function luhnDigits(rng: Rng, prefix: string, length: number): string {
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

/** An IBAN with a valid mod-97 check for `country` and a numeric BBAN of `length` digits. */
function iban(rng: Rng, country: string, length: number): string {
  const bban = draw(rng, length, DIGITS);
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of rearranged) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  return `${country}${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}

function nino(rng: Rng): string {
  const first = 'ABCEGHJKLMNOPRSTWXYZ'.replace('O', '');
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  for (;;) {
    const p = `${one(rng, first.split(''))}${one(rng, second.split(''))}`;
    if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(p)) continue;
    return `${p}${draw(rng, 6, DIGITS)}${one(rng, ['A', 'B', 'C', 'D'])}`;
  }
}

const GIVEN = ['Henrike', 'Oluwaseun', 'Bartholomew', 'Ines', 'Kenji', 'Radomir', 'Solveig', 'Thandiwe', 'Yusuf', 'Amelie', 'Dariusz', 'Mireille', 'Anselm', 'Priyanka', 'Esteban', 'Ingrid'];
const FAMILY = ['Vandersloot', 'Achterberg', 'Nwachukwu', 'Castellanos', 'Takahashi', 'Wojciechowski', 'Haugland', 'Fitzgerald', 'Okonkwo', 'Brandstetter', 'Lindholm', 'Moreau', 'Quintero', 'Szabo', 'Delacroix', 'Ramaswamy'];
const DOMAINS = ['northwind-mail.net', 'corp.lumenfield.io', 'postfach-nord.de', 'mailhub.example.com', 'bluequay.co.uk'];

export function heldoutValues(rng: Rng) {
  const given = one(rng, GIVEN);
  const family = one(rng, FAMILY);
  const pemBody = (lines: number, last: number) => [...Array.from({ length: lines }, () => draw(rng, 64, B64)), draw(rng, last, B64) + '=='];
  return {
    given,
    family,
    name: `${given} ${family}`,
    email: `${given.toLowerCase()}${one(rng, ['.', '_', '+ops.'])}${family.toLowerCase()}@${one(rng, DOMAINS)}`,
    phoneUk: `+44 ${one(rng, ['20', '161', '113'])} ${draw(rng, 4, DIGITS)} ${draw(rng, 4, DIGITS)}`,
    phoneDe: `+49 ${one(rng, ['30', '89', '40'])} ${draw(rng, 3, DIGITS)} ${draw(rng, 4, DIGITS)}`,
    cardVisa: luhnDigits(rng, '4', 16).replace(/(\d{4})(?=\d)/g, '$1 '),
    cardAmex: (() => {
      const d = luhnDigits(rng, one(rng, ['34', '37']), 15);
      return `${d.slice(0, 4)} ${d.slice(4, 10)} ${d.slice(10)}`;
    })(),
    ibanDe: iban(rng, 'DE', 18),
    ibanGb: (() => {
      const bank = draw(rng, 4, UPPER);
      const digits = draw(rng, 14, DIGITS);
      const rearranged = `${bank}${digits}GB00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
      let rem = 0;
      for (const ch of rearranged) rem = (rem * 10 + Number(ch)) % 97;
      return `GB${String(98 - rem).padStart(2, '0')}${bank}${digits}`.replace(/(.{4})(?=.)/g, '$1 ');
    })(),
    nino: nino(rng),
    ssn: `${100 + Math.floor(rng() * 600)}-${String(10 + Math.floor(rng() * 89))}-${String(1000 + Math.floor(rng() * 8999))}`,
    githubPat: `github_pat_${draw(rng, 22, B62)}_${draw(rng, 59, B62)}`,
    ghp: `ghp_${draw(rng, 36, B62)}`,
    gitlab: `glpat-${draw(rng, 20, B64URL.replace('_', ''))}`,
    slackUser: `xoxp-${draw(rng, 12, DIGITS)}-${draw(rng, 12, DIGITS)}-${draw(rng, 13, DIGITS)}-${draw(rng, 32, HEX)}`,
    stripeRestricted: `rk_live_${draw(rng, 99, B62).slice(0, 34)}`,
    openai: `sk-${draw(rng, 48, B62)}`,
    anthropic: `sk-ant-api03-${draw(rng, 93, B64URL)}AA`,
    google: `AIza${draw(rng, 35, B64URL)}`,
    awsId: `AKIA${draw(rng, 16, `${UPPER}234567`)}`,
    awsSecret: draw(rng, 40, B64),
    sendgrid: `SG.${draw(rng, 22, B64URL)}.${draw(rng, 43, B64URL)}`,
    jwt: `eyJhbGciOiJIUzI1NiJ9.${draw(rng, 44, B64URL)}.${draw(rng, 43, B64URL)}`,
    dbPassword: draw(rng, 14, `${B62}!#%`),
    pemRsa: pemBody(3, 42),
    pemEc: pemBody(2, 20),
    orderId: `INV-${draw(rng, 6, DIGITS)}`,
    ticket: `OPS-${draw(rng, 4, DIGITS)}`,
  };
}

export type HeldoutValues = ReturnType<typeof heldoutValues>;
