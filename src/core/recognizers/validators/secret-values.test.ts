/** What the secret-value checks keep and refuse, pinned on the cases that decide real findings. */
import { describe, expect, it } from 'vitest';
import {
  breaksPlausible,
  compactSecret,
  looksLikeDummySecret,
  looksLikePasswordWord,
  looksLikePlaceholderValue,
  looksLikeReference,
  plausiblePairedPassword,
  plausiblePassword,
  plausibleToken,
} from './secret-values';

describe('placeholders and filler', () => {
  it('refuses the usual stand-ins', () => {
    for (const v of ['YOUR_API_KEY', 'your-token-here', '<token>', '${SECRET}', '{{ api_key }}', 'xxxxxxxx', '****', 'changeme', 'my-secret', 'null']) {
      expect(looksLikePlaceholderValue(v), v).toBe(true);
    }
  });

  it('keeps real values that merely begin like a placeholder word', () => {
    for (const v of ['anX7kLm2pQ', 'aFKsCZOUINou0pAe', 'myQ8x2mKp4', 'themis42!x']) {
      expect(looksLikePlaceholderValue(v), v).toBe(false);
    }
  });

  it('treats filler as filler, but neither documentation examples nor the word "test" inside a key', () => {
    // A key in a provider's format is masked even when it is a documentation example.
    expect(looksLikeDummySecret('AKIAIOSFODNN7EXAMPLE')).toBe(false);
    expect(looksLikeDummySecret('MockingBird-2024!q')).toBe(false);
    expect(looksLikeDummySecret('sk-xxxxxxxxxxxxxxxxxxxx')).toBe(true);
    expect(looksLikeDummySecret('ghp_000000000000000000000000000000000000')).toBe(true);
    expect(looksLikeDummySecret('sk_test_51Q8x2mKp4LwT7vN9bZc3HsJd6')).toBe(false);
  });

  it('takes one character eight times in a row for filler, whatever its case or script', () => {
    for (const v of ['tok_aAaAaAaA_1', 'k-########', 'xyz\u00e9\u00c9\u00e9\u00c9\u00e9\u00c9\u00e9\u00c9', 'q9999999999']) {
      expect(looksLikeDummySecret(v), v).toBe(true);
    }
    // Seven in a row, or eight broken by another character, are not filler; nor are eight
    // different non-ASCII letters, nor a letter beside its look-alike from another script.
    for (const v of ['tok_aAaAaAa_1', 'aaaa1aaaa', '\u00e9\u00e8\u00ea\u00eb\u00e0\u00e2\u00e4\u00ee', 'aaaa\u0430\u0430\u0430\u0430']) {
      expect(looksLikeDummySecret(v), v).toBe(false);
    }
  });
});

describe('references and code', () => {
  it('recognises values that point elsewhere', () => {
    for (const v of ['$DB_PASS', '${{ secrets.TOKEN }}', '$(cat /run/secrets/db)', '%API_KEY%', 'process.env.TOKEN', 'config.db.password', 'getToken()', 'tokens[1];', '/run/secrets/db', 'https://vault.example.org/v1/kv', 'key.pem', '!vault']) {
      expect(looksLikeReference(v), v).toBe(true);
    }
  });

  it('does not take symbol-led passwords for references', () => {
    for (const v of ['$ecretP4ss', '!Qw3rty9', 'Wq9#kL2?v8']) expect(looksLikeReference(v), v).toBe(false);
  });
});

describe('passwords', () => {
  it('accepts typical human passwords', () => {
    for (const v of ['hunter2', 'Summer2024!', 'Password1', 'correct-Horse7']) expect(plausiblePassword(v), v).toBe(true);
  });

  it('refuses words, identifiers, type names and short values', () => {
    for (const v of ['required', 'Passwort', 'string', 'IsEmptyObject', 'abc1', ':_password', 'Forgot your password?']) {
      expect(plausiblePassword(v), v).toBe(false);
    }
  });

  it('lets an explicit user:password pair keep weak passwords but not stand-ins', () => {
    expect(plausiblePairedPassword('hunter')).toBe(true);
    for (const v of ['password', 'pass', '****', '${DB_PASS}']) expect(plausiblePairedPassword(v), v).toBe(false);
    expect(looksLikePasswordWord('PASSWORD')).toBe(true);
  });
});

describe('tokens', () => {
  it('accepts generated-looking values', () => {
    for (const v of ['Q8x2mKp4LwT7vN9bZc3HsJd6', '3f2a9c1d8e7b6a5f4e3d2c1b', 'Bearer eyJhbGciOiJIUzI1NiJ9.abc']) {
      expect(plausibleToken(v), v).toBe(true);
    }
  });

  it('refuses words, numbers and low-entropy values', () => {
    for (const v of ['my-app-production', 'SomeCamelCaseName', '123456789012', 'aaaaaaaaaaaaaaaa', 'short1']) {
      expect(plausibleToken(v), v).toBe(false);
    }
  });
});

describe('broken tokens', () => {
  it('accepts a secret split by OCR or a wrap, refuses one that borrowed a word of prose', () => {
    expect(breaksPlausible('ghp_Q8x2mKp4LwT7vN9b Zc3HsJd6GeUa1XoQi5Y')).toBe(true);
    expect(breaksPlausible('sk live 51Q8x2mKp4LwT7vN9bZc3H')).toBe(true);
    expect(breaksPlausible('ghp_Q8x2mKp4LwT7vN9bZc3HsJd6GeUa1 and')).toBe(false);
    expect(compactSecret('ab12\n  cd34 ef')).toBe('ab12cd34ef');
  });
});
