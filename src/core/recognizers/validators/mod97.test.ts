import { describe, expect, it } from 'vitest';
import { ibanChecksumValid, mod97 } from './mod97';

describe('mod97', () => {
  it('agrees with BigInt on long numbers', () => {
    for (const n of ['0', '96', '97', '98', '123456789012345678901234567890', '3214282912345698765432161182']) {
      expect(mod97(n)).toBe(Number(BigInt(n) % 97n));
    }
  });

  it('rejects non-digits', () => {
    expect(() => mod97('12a')).toThrow();
  });

  it('accepts registry-published IBANs and rejects a one-character change', () => {
    for (const iban of ['GB82WEST12345698765432', 'DE89370400440532013000', 'nl91abna0417164300', 'FR1420041010050500013M02606']) {
      expect(ibanChecksumValid(iban), iban).toBe(true);
      const last = iban.at(-1)!;
      const changed = iban.slice(0, -1) + (last === '1' ? '2' : '1');
      expect(ibanChecksumValid(changed), changed).toBe(false);
    }
  });

  it('rejects malformed input', () => {
    expect(ibanChecksumValid('1234')).toBe(false);
    expect(ibanChecksumValid('GB82 WEST 1234')).toBe(false);
  });
});
