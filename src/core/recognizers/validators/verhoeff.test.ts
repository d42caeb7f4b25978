import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit, verhoeffValid } from './verhoeff';

describe('verhoeff', () => {
  it('computes the published check digit for 236 (→ 3)', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffValid('2363')).toBe(true);
  });

  it('round-trips: a number with its own check digit appended is valid', () => {
    for (const body of ['23412341234', '98765432101', '50000000000', '7']) {
      expect(verhoeffValid(body + String(verhoeffCheckDigit(body)))).toBe(true);
    }
  });

  it('rejects every single-digit substitution and every adjacent swap', () => {
    const body = '49182736450';
    const valid = body + String(verhoeffCheckDigit(body));
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        expect(verhoeffValid(changed), changed).toBe(false);
      }
      if (i + 1 < valid.length && valid[i] !== valid[i + 1]) {
        const swapped = valid.slice(0, i) + valid[i + 1] + valid[i] + valid.slice(i + 2);
        expect(verhoeffValid(swapped), swapped).toBe(false);
      }
    }
  });

  it('rejects non-digits and too-short input', () => {
    expect(verhoeffValid('12a4')).toBe(false);
    expect(verhoeffValid('0')).toBe(false);
  });
});
