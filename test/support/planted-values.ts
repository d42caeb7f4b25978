/**
 * Synthetic values for the command line's tests, drawn at run time from a seeded generator in
 * each provider's public format, so the repository holds none of them: a test AWS access key
 * id, a Stripe-style secret key, an example.org address and a test card number (Luhn-valid).
 */
import { mulberry32 } from '../../eval/census/prng';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Letters OCR does not confuse with others (no g/q, i/j/l, o), so a picture of them reads back exactly. */
const CLEAR_LETTERS = 'abcdefhkmnprstuvwxyz';

function draw(alphabet: string, length: number, rng: () => number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rng() * alphabet.length)];
  return out;
}

function luhnComplete(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

export interface PlantedValues {
  email: string;
  card: string;
  awsKey: string;
  stripeKey: string;
}

export function plantedValues(seed = 18): PlantedValues {
  const rng = mulberry32(seed);
  const card = luhnComplete(`4${draw('0123456789', 14, rng)}`).replace(/(\d{4})(?=\d)/g, '$1 ');
  return {
    email: `${draw(CLEAR_LETTERS, 6, rng)}.${draw(CLEAR_LETTERS, 5, rng)}@example.org`,
    card,
    awsKey: `AKIA${draw(BASE32, 16, rng)}`,
    stripeKey: `sk_live_${draw(ALNUM, 32, rng)}`,
  };
}
