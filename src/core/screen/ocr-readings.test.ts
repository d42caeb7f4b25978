import { describe, expect, it } from 'vitest';
import { lookalikeFindings, looksRandom, repairTokenGlyphs } from './ocr-readings';

const found = (text: string): string[] => lookalikeFindings(text).map((f) => `${f.rule}:${text.slice(f.start, f.end)}`);

describe('repairTokenGlyphs', () => {
  it('reads brackets and bars inside tokens as the letters OCR took them for, keeping the length', () => {
    const ocr = 'ghp_f5jwnKovRHRCy26qVcz)ubdn8x caSoGF] fmd6 wh|te';
    const fixed = repairTokenGlyphs(ocr);
    expect(fixed).toBe('ghp_f5jwnKovRHRCy26qVczjubdn8x caSoGFj fmd6 whlte');
    expect(fixed.length).toBe(ocr.length);
  });

  it('puts back an @ OCR read as a letter, in addresses and connection strings only', () => {
    expect(repairTokenGlyphs('Email ravi.alvarezgexanple.org x')).toBe('Email ravi.alvarez@exanple.org x');
    expect(repairTokenGlyphs('tomasz.demirGexample.org')).toBe('tomasz.demir@example.org');
    expect(repairTokenGlyphs('postgres://billing:npizte6rPLFCgFnqedb. internal:5432/billing')).toBe('postgres://billing:npizte6rPLFCgFnq@db. internal:5432/billing');
    for (const text of ['see google.com and pkg.go.dev or blog.example.org', 'the log.message is big', 'https://example.com:8443/path', 'postgres://app:Wq9kL2v8@db:5432/prod']) {
      expect(repairTokenGlyphs(text)).toBe(text);
    }
  });

  it('leaves brackets that close something alone', () => {
    for (const text of ['f(x) = y', 'df.head()', '[done] next', 'a | b', 'items[3] )']) expect(repairTokenGlyphs(text)).toBe(text);
  });
});

describe('looksRandom', () => {
  it('takes random tokens', () => {
    // The last drew runs of lower-case letters over two fifths of its length, as random draws do.
    for (const t of ['npm_cDEsVowQMfXajzAdevfk2dFQRAWLMuqukHw', 'vQzXtRbKwMpLcYsHdNfGjTkAeWqUoZiE', 'WDBRhVRYeFxSBgaf6HEDYtQ7HqjUTeqM2eXTfGnT', 'Xbm32A7B38t6DZqrJpFotyPy8xV2R72ZErsm', 'c2tfbGl2ZV9wazJOSmE2ZnlDcUR2N2g4clZmbVBjb2M', 'npm_B7nBaeoyrjzZZWgR7FrACQsakxTw5ZQpuasG6']) {
      expect(looksRandom(t), t).toBe(true);
    }
  });

  it('passes over identifiers, ids, hashes and words', () => {
    for (const t of [
      'getUserAccountBalanceById2',
      'Base64EncodedString2Utf8',
      'HTTP2ServerPushEnabled4Tests',
      '550e8400-e29b-41d4-a716-446655440000',
      'da39a3ee5e6b4b0d3255bfef95601890afd80709',
      'payments-api-7d9f8b6c5-x2kqz',
      'AWS_SECRET_ACCESS_KEY',
      'x86_64-unknown-linux-gnu',
      'Ab3xY9',
      // Long and without digits: words joined in camel case still read as words.
      'ReactDOMServerRenderingStreamController',
      'createAsyncThunkMiddlewareListenerOptions',
    ]) {
      expect(looksRandom(t), t).toBe(false);
    }
  });
});

describe('lookalikeFindings', () => {
  it('covers a random token with the fragments OCR split off it, not the words around it', () => {
    expect(found('aws secret access key WOBRHVRYeFxSBgafGHEDYQ7Hq UTeqM2eXT fGnT for registry')).toEqual([
      'screen-random-token:WOBRHVRYeFxSBgafGHEDYQ7Hq UTeqM2eXT fGnT',
    ]);
  });

  it('takes the head OCR split off a provider key along with the random rest', () => {
    expect(found('key sk-proj-5EMSEUMQIMCUY FDVQL7T3BUbKFIS307kMZtL3wX9Zs rptAW')).toEqual(['screen-random-token:sk-proj-5EMSEUMQIMCUY FDVQL7T3BUbKFIS307kMZtL3wX9Zs rptAW']);
    expect(found('a well-known idea')).toEqual([]);
  });

  it('does not build a token out of words and ids', () => {
    expect(found('Base64EncodedString2Utf8 550e8400-e29b-41d4-a716-446655440000 payments-api-7d9f8b6c5-x2kqz')).toEqual([]);
    expect(found('Running the test suite now, 3 of 9 shards done in 12:04:31')).toEqual([]);
  });

  it('covers card-shaped digit groups even when OCR broke the checksum, but not other numbers', () => {
    expect(found('card 4716 3398 2306 8863 17')).toEqual(['screen-card-digits:4716 3398 2306 8863']);
    expect(found('order 1234 5678 9012 3456 and 2024 0101 1200 0000')).toEqual([]);
    expect(found('phone (646) 555-0115, build 12:04:31')).toEqual([]);
  });
});

describe('capitals-and-digits keys on their looks', () => {
  it('covers an access-key id, whole or in the pieces OCR split it into, and with digits read as letters', async () => {
    const { capsRandom, lookalikeFindings } = await import('./ocr-readings');
    expect(capsRandom('AKIAQBB257GE6WDH2IHH')).toBe(true);
    for (const text of ['key AKIARPNU5RONYJMAIS3F here', 'AKTARPNU SRONYJMATS3F']) {
      const found = lookalikeFindings(text);
      expect(found.map((f) => text.slice(f.start, f.end)), text).toEqual([text.replace(/^key | here$/g, '')]);
    }
  });

  it('covers an access-key id OCR split in two whose random part drew many vowels', async () => {
    const { capsRandom, lookalikeFindings } = await import('./ocr-readings');
    // O read as 0: no longer the engine's pattern once split; its body holds 5 vowels of 11 letters.
    const text = 'Why does it fail AKIAFEZHFOE42Y04 CRU2';
    expect(capsRandom('AKIAFEZHFOE42Y04CRU2')).toBe(false);
    expect(lookalikeFindings(text).map((f) => text.slice(f.start, f.end))).toEqual(['AKIAFEZHFOE42Y04 CRU2']);
  });

  it('covers an access-key id whose prefix and every digit OCR misread', async () => {
    const { lookalikeFindings } = await import('./ocr-readings');
    // AKIA6ESCFQMPJAYE6UN4 drawn on a canvas, read at 1x: I as T, 6 as G, 4 as S.
    // …and AKIA0A0NJEBNKAL24742, a draw with many vowels whose digits OCR kept only at the end;
    // AKIAX33UJTETW6UWAOGU drawn on a canvas in a whole-screen share, read with two digits inside.
    for (const text of ['AKTAGESCFQUPIAYEGUNS', 'see 4KIAQBBZSTGEGWDHZIHH now', 'ASTAWQRNPLKMJHGFDSXC', 'AKTAUSSTA2AWPTH2MSOT', 'AKTA2T2LEIAKE2ZGXIIB', 'AKTAOAONJEBNKAL24742', 'AKTAX33UITETHEUWAOGU', 'see AKTAX33UI TETHEUWAOGU now']) {
      const found = lookalikeFindings(text).map((f) => text.slice(f.start, f.end));
      expect(found, text).toEqual([text.replace(/^see | now$/g, '')]);
    }
  });

  it('covers a token in which OCR read a character as an accented letter', async () => {
    const { lookalikeFindings } = await import('./ocr-readings');
    // sk_live_2z5x5S8FXgFYoYtUBc6mvnRs in a form field, read with its underscores as spaces and 6 as é.
    const text = 'key sk live 2z5x558FXgFYoYtUBcémvnRs';
    expect(lookalikeFindings(text).map((f) => text.slice(f.start, f.end))).toEqual(['2z5x558FXgFYoYtUBcémvnRs']);
    for (const t of ['Crème brûlée recipes for the café menu', 'naïve Bayes in Zürich 2024']) expect(lookalikeFindings(t), t).toEqual([]);
  });

  it('covers a capitals key that comes before a random token in the same text', async () => {
    const { lookalikeFindings } = await import('./ocr-readings');
    const text = 'fail? | AKTARKAKLMMGHQXUUAUZ\nkey sk-proj-dWEGE7podxay8cNDZdNVT3BUbKFIcSmbuaNZ8qo9dPi7oVhas';
    const found = lookalikeFindings(text).map((f) => text.slice(f.start, f.end));
    expect(found).toContain('AKTARKAKLMMGHQXUUAUZ');
    expect(found.some((f) => f.includes('dWEGE7podxay8cNDZdNVT3BUbKFIcSmbuaNZ8qo9dPi7oVhas'))).toBe(true);
  });

  it('covers a key id OCR split a few characters off, and a key followed by a word in capitals', async () => {
    const { lookalikeFindings } = await import('./ocr-readings');
    const split = 'fail? 1 AKTANOEDNCQI2CVRS IME';
    expect(lookalikeFindings(split).map((f) => split.slice(f.start, f.end))).toEqual(['AKTANOEDNCQI2CVRS IME']);
    const followed = 'AKTARKAKLMMGHQXUUAUZ DEBUG LOG';
    expect(lookalikeFindings(followed).some((f) => f.start === 0 && f.end >= 20), followed).toBe(true);
    for (const t of ['USE AWS KMS FOR KEYS', 'ASIA PACIFIC OPERATIONS TEAM', 'THE API GW IS DOWN']) expect(lookalikeFindings(t), t).toEqual([]);
  });

  it('leaves words in capitals alone even when they start like a key id', async () => {
    const { lookalikeFindings } = await import('./ocr-readings');
    for (const t of ['ASIAPACIFICOPERATIONS', 'ACTAADMINISTRATIONEUROPE', 'AKTAINTERNATIONALISE', 'ACCAQUALIFICATIONEXAM', 'ACTA2024PROCEEDINGS', 'ASIA2025CONFERENCEX', 'ASIAPACIFICSUMMIT2024']) expect(lookalikeFindings(t), t).toEqual([]);
  });

  it('leaves capitals that are words, labels and numbers alone', async () => {
    const { capsRandom, lookalikeFindings } = await import('./ocr-readings');
    for (const t of ['AWS_SECRET_ACCESS_KEY', 'DEPLOY_REGION', 'UTF8TOLATIN1CONVERTER', 'ISO8601DATETIME']) expect(capsRandom(t), t).toBe(false);
    for (const t of ['ORDER 48213 ISO 9001', 'USE AWS KMS FOR KEYS', 'HTTP 200 OK FROM API GATEWAY V2']) expect(lookalikeFindings(t), t).toEqual([]);
  });
});

describe('long random tokens with few digits', () => {
  it('covers a key OCR read one character short, whose draw held a single digit', () => {
    // A whole-screen share showed this line: the npm rule wants 36 characters after npm_, OCR
    // read "rm" as "M", and the draw held one digit.
    const text = 'Open widget: slack SLACK_TOKEN Closed widget: npm npm_cDEsVowQMfXajzAdevfk2dFQRAWLMuqukHw key SECRET';
    expect(found(text)).toEqual(['screen-random-token:npm_cDEsVowQMfXajzAdevfk2dFQRAWLMuqukHw']);
  });
});
