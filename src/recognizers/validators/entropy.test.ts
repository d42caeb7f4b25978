import { describe, expect, it } from 'vitest';
import { looksLikePlaceholder, looksRandom, shannonEntropy } from './entropy';

describe('entropy helpers', () => {
  it('measures bits per character', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
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
