import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, cpfValid, elfproefValid, iso7064Mod11_10CheckDigit, iso7064Mod11_10Valid } from './mod11';

function elfproefSum(value: string): number {
  const d = [...value].map(Number);
  return d.slice(0, 8).reduce((s, x, i) => s + (9 - i) * x, 0) - d[8]!;
}

describe('elfproef (BSN)', () => {
  it('accepts the numbers used in Dutch government documentation and rejects neighbours', () => {
    expect(elfproefValid('111222333')).toBe(true);
    expect(elfproefValid('123456782')).toBe(true);
    expect(elfproefValid('123456781')).toBe(false);
    expect(elfproefValid('111222334')).toBe(false);
  });

  it('agrees with the definition for a sweep of numbers', () => {
    for (let n = 100000000; n < 100000000 + 2000; n += 7) {
      const s = String(n);
      expect(elfproefValid(s)).toBe(elfproefSum(s) % 11 === 0);
    }
  });

  it('rejects all zeros, wrong lengths and non-digits', () => {
    expect(elfproefValid('000000000')).toBe(false);
    expect(elfproefValid('12345678')).toBe(false);
    expect(elfproefValid('12345678a')).toBe(false);
  });
});

describe('ISO 7064 MOD 11,10 (Steuer-ID)', () => {
  it('matches the check digit of the Steuer-ID specimen 86095742719', () => {
    expect(iso7064Mod11_10CheckDigit('8609574271')).toBe(9);
    expect(iso7064Mod11_10Valid('86095742719')).toBe(true);
  });

  it('rejects any other last digit', () => {
    for (let d = 0; d <= 9; d++) {
      if (d === 9) continue;
      expect(iso7064Mod11_10Valid(`8609574271${d}`)).toBe(false);
    }
  });
});

describe('CPF', () => {
  it('computes the check digits of a hand-checked body (111.444.777 → 35)', () => {
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfValid('11144477735')).toBe(true);
    expect(cpfValid('11144477736')).toBe(false);
  });

  it('rejects repeated digits even though their arithmetic passes', () => {
    expect(cpfValid('11111111111')).toBe(false);
    expect(cpfValid('00000000000')).toBe(false);
  });
});
