import { describe, expect, it } from 'vitest';
import type { Recognizer } from '../recognizers/types';
import { ROT13_EVERYDAY, scan } from './scan';
import { viewsOf } from './views';
import { RECOGNIZERS } from '../recognizers/index';
import { NOT_NAME_WORDS } from '../recognizers/person-name/_name-words';
import { ScanLimitError } from './types';

/** Small recognizers owned by this test, so engine behaviour is pinned independently of the registry. */
const secretWord: Recognizer = {
  id: 'test-secret-word',
  category: 'credential',
  description: 'a fixed secret-looking token',
  keywords: ['zq_'],
  patterns: [/zq_[A-Za-z0-9]{12}/g],
  views: ['base', 'despace', 'rot13', 'url', 'entity'],
  confidence: 0.99,
};
const nineDigits: Recognizer = {
  id: 'test-nine-digits',
  category: 'government_id',
  description: 'nine digits whose digit sum is even',
  keywords: [],
  patterns: [/(?<!\d)\d{9}(?!\d)/g],
  validate: (v) => [...v].reduce((s, d) => s + Number(d), 0) % 2 === 0,
  confidence: 0.9,
};
const labelled: Recognizer = {
  id: 'test-labelled',
  category: 'contact',
  description: 'value after a label',
  keywords: ['member:'],
  patterns: [/member:\s*(?<v>[A-Z]{6})/g],
  confidence: 0.8,
};
const recognizers = [secretWord, nineDigits, labelled];

function covered(text: string): string[] {
  return scan(text, { recognizers }).findings.map((f) => text.slice(f.start, f.end));
}

const secret = 'zq_Ab12Cd34Ef56';

describe('scan offsets', () => {
  const cases: Array<[string, string, string]> = [
    ['plain', `x ${secret} y`, secret],
    ['full-width', 'x ｚｑ＿Ａｂ１２Ｃｄ３４Ｅｆ５６ y', 'ｚｑ＿Ａｂ１２Ｃｄ３４Ｅｆ５６'],
    ['zero-width', 'x zq_Ab\u200B12Cd\u200C34Ef56 y', 'zq_Ab\u200B12Cd\u200C34Ef56'],
    ['bidi', 'x z\u202Eq_Ab12\u2066Cd34Ef56 y', 'z\u202Eq_Ab12\u2066Cd34Ef56'],
    ['confusable', 'x zq_Аb12Сd34Ef56 y', 'zq_Аb12Сd34Ef56'],
    ['ocr space', 'x zq_Ab12 Cd34Ef56 y', 'zq_Ab12 Cd34Ef56'],
    ['line wrap', 'x zq_Ab12Cd\n   34Ef56\ny', 'zq_Ab12Cd\n   34Ef56'],
    ['rot13', 'x md_No12Pq34Rs56 y', 'md_No12Pq34Rs56'],
    ['url', 'x zq%5FAb12Cd34Ef56 y', 'zq%5FAb12Cd34Ef56'],
    ['entity', 'x zq&#95;Ab12Cd34Ef56 y', 'zq&#95;Ab12Cd34Ef56'],
    ['base64', `x ${Buffer.from(`key ${secret}`).toString('base64')} y`, Buffer.from(`key ${secret}`).toString('base64')],
    ['base64url', `x ${Buffer.from(`k=${secret}??`).toString('base64url')} y`, Buffer.from(`k=${secret}??`).toString('base64url')],
    ['hex', `x ${Buffer.from(`key ${secret}`).toString('hex')} y`, Buffer.from(`key ${secret}`).toString('hex')],
    ['base64 of hex (depth 2)', `x ${Buffer.from(Buffer.from(`key ${secret}`).toString('hex')).toString('base64')} y`, Buffer.from(Buffer.from(`key ${secret}`).toString('hex')).toString('base64')],
  ];
  for (const [name, text, expected] of cases) {
    it(`maps a finding back through ${name}`, () => {
      expect(covered(text)).toEqual([expected]);
    });
  }

  it('stops decoding at depth 2', () => {
    const three = Buffer.from(Buffer.from(Buffer.from(`key ${secret}`).toString('base64')).toString('hex')).toString('base64');
    expect(covered(`x ${three} y`)).toEqual([]);
  });

  it('names the decoder in the rule of a decoded finding', () => {
    const text = Buffer.from(`key ${secret}`).toString('base64');
    expect(scan(text, { recognizers }).findings[0]?.rule).toBe('base64>test-secret-word');
  });

  it('joins split digits and undoes OCR confusions for numeric rules', () => {
    expect(covered('id 123 456 780 ok')).toEqual(['123 456 780']);
    expect(covered('id l23-4S6-7B0 ok')).toEqual(['l23-4S6-7B0']);
    expect(covered('id 123 456 781 ok')).toEqual([]);
  });

  it('covers only the value of a label-anchored rule', () => {
    expect(covered('member: QWERTY.')).toEqual(['QWERTY']);
  });

  it('merges overlapping findings under the more dangerous category', () => {
    const overlapping: Recognizer = { ...labelled, id: 'test-overlap', keywords: ['zq_'], patterns: [/zq_[A-Za-z]{2}/g] };
    const { findings } = scan(`x ${secret} y`, { recognizers: [secretWord, overlapping] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ category: 'credential', start: 2, end: 2 + secret.length });
  });

  it('finds values that straddle a window edge in long input', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(2000);
    const at = 65_536 - 5;
    const text = `${filler.slice(0, at)} ${secret} ${filler}`;
    const { findings } = scan(text, { recognizers, limits: { windowChars: 65_536, windowOverlap: 8_192 } });
    expect(findings.map((f) => text.slice(f.start, f.end))).toEqual([secret]);
  });
});

describe('scan limits and hostile input', () => {
  it('returns nothing for empty input', () => {
    expect(scan('', { recognizers }).findings).toEqual([]);
  });

  it('rejects non-text input with a typed error', () => {
    expect(() => scan(42 as unknown as string, { recognizers })).toThrow(ScanLimitError);
  });

  it('rejects 10 MB of text as too large', () => {
    const big = 'a b '.repeat(2_621_440);
    try {
      scan(big, { recognizers });
      expect.unreachable('a 10 MB input must be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ScanLimitError);
      expect((error as ScanLimitError).kind).toBe('input_too_large');
    }
  });

  it('rejects 100 KB without a break as an over-long token', () => {
    try {
      scan('a'.repeat(100_000), { recognizers });
      expect.unreachable('must be refused');
    } catch (error) {
      expect((error as ScanLimitError).kind).toBe('token_too_long');
    }
  });

  it('refuses a token one character over the limit wherever it sits, and takes one at the limit', () => {
    const limits = { maxTokenChars: 10 };
    for (let at = 0; at < 35; at++) {
      const pad = 'ab '.repeat(12).slice(0, at);
      for (const gap of [' ', '\n', '\u00a0', '\u3000']) {
        expect(() => scan(`${pad}${gap}${'x'.repeat(10)}${gap}ab`, { recognizers, limits })).not.toThrow();
        expect(() => scan(`${pad}${gap}${'x'.repeat(11)}${gap}ab`, { recognizers, limits })).toThrow(/unbroken run of more than 10/);
      }
    }
    expect(() => scan('x'.repeat(10), { recognizers, limits })).not.toThrow();
    expect(() => scan('x'.repeat(11), { recognizers, limits })).toThrow(ScanLimitError);
  });

  it('scans 100 KB of "1 1 1 …" to a correct result', () => {
    const ones = '1 '.repeat(50_000);
    // Joined, this is one 50,000-digit run: no nine-digit value stands alone in it.
    expect(scan(ones, { recognizers }).findings).toEqual([]);
  });

  it('keeps offsets right around NUL bytes and lone surrogates', () => {
    const text = `\u0000\uD800 ${secret} \uDC00\u0000`;
    expect(covered(text)).toEqual([secret]);
  });

  it('stops at the deadline with a typed error', () => {
    let t = 0;
    const now = () => (t += 1000);
    try {
      scan(`x ${secret} y`, { recognizers, now, limits: { deadlineMs: 500 } });
      expect.unreachable('must stop');
    } catch (error) {
      expect((error as ScanLimitError).kind).toBe('deadline_exceeded');
    }
  });
});

describe('values at a line end', () => {
  it('an e-mail address that ends a line does not take the next line with it', () => {
    const text = 'SUPPORT=lena.marsh@northwind.io\nLOG_LEVEL=debug';
    const emails = scan(text).findings.filter((f) => f.category === 'contact');
    expect(emails.map((f) => text.slice(f.start, f.end))).toEqual(['lena.marsh@northwind.io']);
    const crlf = 'SUPPORT=lena.marsh@northwind.io\r\nLOG_LEVEL=debug';
    expect(scan(crlf).findings.filter((f) => f.category === 'contact').map((f) => crlf.slice(f.start, f.end))).toEqual(['lena.marsh@northwind.io']);
  });

  it('an e-mail address a terminal wrapped mid-word is still found whole', () => {
    const text = 'contact: lena.marsh@north\nwind.io please';
    const [email] = scan(text).findings.filter((f) => f.category === 'contact');
    expect(email && text.slice(email.start, email.end)).toBe('lena.marsh@north\nwind.io');
  });

  it('a secret wrapped over two lines is still covered whole', () => {
    const token = 'ghp_8mZq4T1vXc9LpR2sW7yB3nK6dF0hJ5aQe1Uo';
    const text = `token ${token.slice(0, 20)}\n${token.slice(20)} end`;
    const [secret] = scan(text).findings.filter((f) => f.category === 'credential');
    expect(secret && text.slice(secret.start, secret.end).replace('\n', '')).toBe(token);
  });
});

describe('the rot13 gate', () => {
  it('leaves out exactly the rot13-read keywords whose rot13 form is an everyday word', () => {
    const rot13 = (k: string): string => k.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 84) % 26) + 97));
    const keywords = new Set(RECOGNIZERS.filter((r) => viewsOf(r).includes('rot13')).flatMap((r) => r.keywords));
    expect(keywords.size).toBeGreaterThan(100);
    const everyday = [...keywords].map((k) => rot13(k).trim()).filter((w) => NOT_NAME_WORDS.has(w));
    expect(new Set(everyday)).toEqual(ROT13_EVERYDAY);
  });
});

