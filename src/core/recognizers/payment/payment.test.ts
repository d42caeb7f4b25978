/**
 * Behaviour across the payment recognizers: cards of every brand generated with a Luhn digit are
 * found grouped, plain, split or OCR-confused, and lost when the digit is wrong; an IBAN of every
 * IBAN-registry country is found in electronic, grouped and lower-case form and lost when its
 * check digits are wrong; order numbers and other long numbers survive.
 */
import { composeIBAN, countrySpecs, isValidIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { scan } from '../../engine/scan';
import { luhnValid } from '../validators/luhn';
import { CARD_BRANDS, cardBrand } from './_card-brands';
import { PAYMENT_RECOGNIZERS } from './index';
import { mulberry32 as rng } from '../../../../eval/census/prng';

function found(text: string): string[] {
  return scan(text, { recognizers: PAYMENT_RECOGNIZERS }).findings.map((f) => text.slice(f.start, f.end));
}

/** A Luhn-valid number starting with `prefix`, `length` digits long. */
function cardNumber(r: () => number, prefix: string, length: number): string {
  let body = prefix;
  while (body.length < length - 1) body += String(Math.floor(r() * 10));
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

const group4 = (s: string, sep = ' '): string => s.match(/.{1,4}/g)!.join(sep);

describe('cards', () => {
  const r = rng(3);

  it('finds a Luhn-valid number of every brand, range end and length, and rejects a wrong check digit', () => {
    for (const brand of CARD_BRANDS) {
      for (const [from, to] of brand.ranges) {
        for (const prefix of [from, to]) {
          for (const length of brand.lengths) {
            const pan = cardNumber(r, prefix, length);
            expect(cardBrand(pan), `${brand.name} ${pan}`).toBe(brand.name);
            expect(found(`pay with ${pan} today`), `${brand.name} ${pan}`).toEqual([pan]);
            const wrong = pan.slice(0, -1) + String((Number(pan.at(-1)) + 1) % 10);
            expect(found(`pay with ${wrong} today`), `${brand.name} ${wrong}`).toEqual([]);
          }
        }
      }
    }
  });

  it('covers grouped, dashed, split and OCR-confused forms in full', () => {
    expect(found('4111 1111 1111 1111')).toEqual(['4111 1111 1111 1111']);
    expect(found('card 4111-1111-1111-1111.')).toEqual(['4111-1111-1111-1111']);
    expect(found('4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1')).toEqual(['4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1']);
    expect(found('4lll 1111 llll 1111')).toEqual(['4lll 1111 llll 1111']);
    expect(found('5555 5555 5555 4444 exp 12/27 cvc 123')).toEqual(['5555 5555 5555 4444']);
    expect(found('Amex 3782 822463 10005')).toEqual(['3782 822463 10005']);
  });

  it('leaves Luhn-invalid 16-digit numbers and unbranded ids alone', () => {
    const r2 = rng(9);
    let checked = 0;
    while (checked < 200) {
      let n = '4';
      while (n.length < 16) n += String(Math.floor(r2() * 10));
      if (luhnValid(n)) continue;
      checked++;
      expect(found(`Order #${n}`), n).toEqual([]);
    }
    // Luhn-valid but no brand starts with 1 or 7.
    expect(found(`ref ${cardNumber(r2, '1', 16)} and ${cardNumber(r2, '7', 16)}`)).toEqual([]);
  });

  it('does not read a longer spaced number as a card', () => {
    expect(found('serial 4111 1111 1111 1111 2222 3333')).toEqual([]);
  });
});

/** BBAN shapes in ibantools are runs like [0-9]{8}, [A-Z]{4}, [A-Z0-9]{12}. */
function randomBban(r: () => number, shape: string): string {
  let out = '';
  for (const m of shape.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)) {
    const cls = m[1]!;
    const alphabet = (cls.includes('0-9') ? '0123456789' : '') + (cls.includes('A-Z') ? 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' : '') + (cls.includes('a-z') ? 'abcdefghijklmnopqrstuvwxyz' : '');
    for (let i = 0; i < Number(m[2]); i++) out += alphabet[Math.floor(r() * alphabet.length)]!;
  }
  return out;
}

describe('IBANs of every registry country', () => {
  const r = rng(21);
  // A stream of its own, so the IBANs drawn above stay the ones drawn before splits were tested.
  const splits = rng(22);
  const registry = Object.entries(countrySpecs).filter(([, s]) => s.IBANRegistry && s.bban_regexp);

  it('has the registry countries', () => {
    expect(registry.length).toBeGreaterThanOrEqual(80);
  });

  for (const [code, spec] of registry) {
    it(code, () => {
      // Countries with a national check digit need a few tries for a random BBAN to pass it.
      let iban: string | null = null;
      for (let i = 0; i < 5000 && iban === null; i++) {
        const candidate = composeIBAN({ countryCode: code, bban: randomBban(r, spec.bban_regexp!) });
        if (candidate && isValidIBAN(candidate)) iban = candidate;
      }
      expect(iban, `could not build an IBAN for ${code}`).not.toBeNull();
      const value = iban!;
      const grouped = group4(value);
      expect(found(`IBAN ${value} please`)).toEqual([value]);
      expect(found(`IBAN: ${grouped} from the client`)).toEqual([grouped]);
      expect(found(`iban ${value.toLowerCase()}`)).toEqual([value.toLowerCase()]);
      const checkDigits = Number(value.slice(2, 4));
      const wrong = value.slice(0, 2) + String(checkDigits === 98 ? 2 : checkDigits + 1).padStart(2, '0') + value.slice(4);
      expect(found(`IBAN ${wrong} please`)).toEqual([]);
      // Split into uneven groups by separators of several kinds, followed by a word that must
      // not be swallowed: found whole; with a wrong check digit, not at all.
      const split = unevenSplit(splits, value);
      expect(found(`send it to ${split} tomorrow`), split).toEqual([split]);
      expect(found(`send it to ${unevenSplit(splits, wrong)} tomorrow`)).toEqual([]);
    });
  }
});

const SEPARATORS = [' ', ' - ', '.', '\n', '-', '  ', ' . ', '\r\n', ' \n ', '- '];

/** `value` cut into groups of one to five characters, each gap one separator drawn from SEPARATORS. */
function unevenSplit(r: () => number, value: string): string {
  const parts: string[] = [];
  let at = 0;
  while (at < value.length) {
    const size = 1 + Math.floor(r() * 5);
    parts.push(value.slice(at, at + size));
    at += size;
  }
  let out = parts[0]!;
  for (const part of parts.slice(1)) out += SEPARATORS[Math.floor(r() * SEPARATORS.length)]! + part;
  return out;
}

describe('IBANs written loosely', () => {
  it('reads OCR confusions only where the country format proves them', () => {
    // GB: four letters, then fourteen digits.
    expect(found('scan: GB29 NW8K 6O16 l331 9268 l9 end')).toEqual(['GB29 NW8K 6O16 l331 9268 l9']);
    expect(found('scan: GB29 OOOO OOOO OOOO OOOO OO end')).toEqual([]);
  });

  it('keeps prose and lower-case words out of an upper-case IBAN', () => {
    expect(found('NL91 ABNA 0417 1643 now and then')).toEqual([]);
    expect(found('ticket DE89 in queue 3704 0044 0532 0130 00')).toEqual([]);
  });
});
