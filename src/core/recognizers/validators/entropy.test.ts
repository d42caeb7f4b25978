import { describe, expect, it } from 'vitest';
import { looksLikePlaceholder, looksRandom, shannonEntropy } from './entropy';

describe('entropy helpers', () => {
  it('measures bits per character', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    expect(shannonEntropy('')).toBe(0);
  });

  it('gives the same figure, to the last bit, for ASCII and for any other text', () => {
    // The sum in order of first occurrence, as a plain count per code point gives it.
    const reference = (value: string): number => {
      const counts = new Map<string, number>();
      for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
      let bits = 0;
      for (const count of counts.values()) bits -= (count / value.length) * Math.log2(count / value.length);
      return bits;
    };
    const alphabet = ['a', 'B', '7', '_', '=', '\u00e9', '\u20ac', '\ud83d\ude00', ' '];
    let seed = 42;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 500; n++) {
      let value = '';
      const length = 1 + Math.floor(next() * 60);
      const pool = next() < 0.5 ? 5 : alphabet.length;
      for (let i = 0; i < length; i++) value += alphabet[Math.floor(next() * pool)];
      expect(shannonEntropy(value), value).toBe(reference(value));
    }
  });

  it('knows placeholders', () => {
    for (const v of ['YOUR_API_KEY', 'your-token', 'my_secret', '<token>', '${SECRET}', '{{ api_key }}', 'xxxxxxxx', 'changeme', 'REDACTED', 'example-key', '********', 'test']) {
      expect(looksLikePlaceholder(v), v).toBe(true);
    }
  });

  it('does not take real-looking values for placeholders', () => {
    for (const v of ['admin123', 'aFKs93kdLq', 'the4Bc9xZ', 'myKq82Lx0p', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc']) {
      expect(looksLikePlaceholder(v), v).toBe(false);
    }
    expect(looksRandom('aFKs93kdLq82')).toBe(true);
    expect(looksRandom('password')).toBe(false);
  });
});
