/**
 * The credential rules as a set: enough providers, ids that name them, and the damage real
 * secrets suffer on the way in (em dashes from OCR, a space in the middle, a terminal wrap, a
 * wrapped `cat` of an env file) still covered exactly — while prose about passwords and tokens,
 * UUIDs, commit hashes and random base64 stay untouched. Token values are built here from a
 * seeded generator, so nothing in this file is a real credential.
 */
import { describe, expect, it } from 'vitest';
import { scan } from '../../engine/scan';
import type { Finding } from '../../engine/types';
import { CREDENTIAL_PROVIDERS, CREDENTIAL_RECOGNIZERS } from './index';
import { credential, DeferredPattern, labelled, pattern } from './_rule';
import { mulberry32 } from '../../../../eval/census/prng';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const BASE64 = `${ALNUM}+/`;
const URLSAFE = `${ALNUM}_-`;

/** Deterministic pseudo-random strings (mulberry32), so failures reproduce. */
function generator(seed: number): (alphabet: string, length: number) => string {
  const next = mulberry32(seed);
  return (alphabet, length) => {
    let out = '';
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
    return out;
  };
}

function findings(text: string): Finding[] {
  return scan(text, { recognizers: CREDENTIAL_RECOGNIZERS }).findings;
}

/** The finding that covers `value` inside `text`, if any. */
function covering(text: string, value: string): Finding | undefined {
  const at = text.indexOf(value);
  expect(at, 'value occurs in text').toBeGreaterThanOrEqual(0);
  return findings(text).find((f) => f.start <= at && f.end >= at + value.length);
}

describe('deferred patterns', () => {
  it('makes a rule\'s patterns when it first runs, once', () => {
    let made = 0;
    const rule = credential({
      id: 'test-deferred',
      description: 'test rule',
      keywords: ['tok_'],
      patterns: [new DeferredPattern(() => (made++, /tok_[a-z0-9]{12}/g)), pattern('xyz_', '[0-9]{4}'), labelled('api key', '[a-z]{20}')],
      confidence: 0.9,
    });
    expect(made).toBe(0);
    expect(rule.patterns.map((p) => p.source)).toEqual(['tok_[a-z0-9]{12}', 'xyz_[0-9]{4}', expect.stringContaining('(?<v>[a-z]{20})')]);
    expect(rule.patterns).toBe(rule.patterns);
    expect(made).toBe(1);
    expect(scan('token tok_ab12cd34ef56 here', { recognizers: [rule] }).findings.map((f) => f.rule)).toEqual(['test-deferred']);
  });
});

describe('credential providers', () => {
  it('cover at least 200 vendors, each with kebab-case slug and rule ids that start with it', () => {
    const vendors = CREDENTIAL_PROVIDERS.filter((p) => !p.generic);
    expect(vendors.length).toBeGreaterThanOrEqual(200);
    const slugs = CREDENTIAL_PROVIDERS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const p of CREDENTIAL_PROVIDERS) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(p.recognizers.length).toBeGreaterThan(0);
      for (const r of p.recognizers) {
        expect(r.id.startsWith(`${p.slug}-`), `${r.id} starts with ${p.slug}-`).toBe(true);
        expect(r.category).toBe('credential');
      }
    }
  });

  it('lists every recognizer of every provider exactly once', () => {
    const ids = CREDENTIAL_RECOGNIZERS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(CREDENTIAL_PROVIDERS.reduce((n, p) => n + p.recognizers.length, 0));
  });
});

describe('damaged secrets are covered in full', () => {
  const random = generator(20240611);

  it('a PEM block whose dashes OCR turned into em dashes, BEGIN through END', () => {
    const lines = [0, 1, 2, 3].map(() => random(BASE64, 64));
    const block = `——BEGIN RSA PRIVATE KEY——\nMIIEpAIBAAKCAQEA${lines.join('\n')}\n——END RSA PRIVATE KEY——`;
    const text = `Here is the key from the screenshot:\n${block}\nCan you check it?`;
    const f = covering(text, block);
    expect(f?.rule).toBe('private-key-pem');
    expect(text.slice(f?.start, f?.end)).toBe(block);
  });

  it('an OpenSSH key whose header lost its dashes entirely', () => {
    const body = [0, 1, 2].map(() => random(BASE64, 70)).join('\n');
    const block = `BEGIN OPENSSH PRIVATE KEY\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU${body}\nEND OPENSSH PRIVATE KEY`;
    const text = `key:\n${block}`;
    const f = covering(text, block);
    expect(text.slice(f?.start, f?.end)).toBe(block);
  });

  const tokens: Array<{ name: string; token: string }> = [
    { name: 'GitHub classic', token: `ghp_${random(ALNUM, 36)}` },
    { name: 'GitHub fine-grained', token: `github_pat_${random(ALNUM, 22)}_${random(ALNUM, 59)}` },
    { name: 'OpenAI project', token: `sk-proj-${random(URLSAFE, 74)}T3BlbkFJ${random(URLSAFE, 74)}` },
    { name: 'Anthropic', token: `sk-ant-api03-${random(URLSAFE, 93)}AA` },
    { name: 'Slack bot', token: `xoxb-${random('123456789', 12)}-${random('123456789', 13)}-${random(ALNUM, 24)}` },
    { name: 'Stripe', token: `sk_live_${random(ALNUM, 99)}` },
    { name: 'npm', token: `npm_${random(ALNUM, 36)}` },
    { name: 'Google API key', token: `AIza${random(URLSAFE, 35)}` },
    { name: 'DigitalOcean', token: `dop_v1_${random(HEX, 64)}` },
  ];

  for (const { name, token } of tokens) {
    const cut = Math.floor(token.length * 0.6);
    it(`${name}: split by one OCR space`, () => {
      const broken = `${token.slice(0, cut)} ${token.slice(cut)}`;
      const text = `the token ${broken} was on screen`;
      const f = covering(text, broken);
      expect(f, 'found').toBeDefined();
      expect(text.slice(f?.start, f?.end)).toBe(broken);
    });
    it(`${name}: split by a terminal line wrap`, () => {
      const broken = `${token.slice(0, cut)}\n${token.slice(cut)}`;
      const text = `$ echo $TOKEN\n${broken}\n$ exit`;
      const f = covering(text, broken);
      expect(f, 'found').toBeDefined();
      expect(text.slice(f?.start, f?.end)).toBe(broken);
    });
  }

  it('a secret wrapped across two lines of `cat .env` output, and nothing of the next line', () => {
    const secret = random(BASE64, 40);
    const key = `AKIA${random('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
    const output = [
      '$ cat .env',
      `AWS_ACCESS_KEY_ID=${key}`,
      `AWS_SECRET_ACCESS_KEY=${secret.slice(0, 23)}`,
      `${secret.slice(23)}`,
      'AWS_REGION=eu-central-1',
      'DEBUG=true',
    ].join('\n');
    const wrapped = `${secret.slice(0, 23)}\n${secret.slice(23)}`;
    const f = covering(output, wrapped);
    expect(f?.rule).toBe('aws-secret-access-key');
    expect(output.slice(f?.start, f?.end)).toBe(wrapped);
    expect(covering(output, key)).toBeDefined();
    expect(findings(output).some((x) => output.slice(x.start, x.end).includes('AWS_REGION'))).toBe(false);
  });

  it('a token hidden by rot13, URL escapes or HTML entities', () => {
    const token = `ghp_${random(ALNUM, 36)}`;
    const rot13 = token.replace(/[A-Za-z]/g, (c) => {
      const a = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(((c.charCodeAt(0) - a + 13) % 26) + a);
    });
    const escaped = encodeURIComponent(token).replace('_', '%5F');
    const entities = token.replace('_', '&#95;');
    for (const hidden of [rot13, escaped, entities]) {
      const text = `payload=${hidden}&x=1`;
      const f = covering(text, hidden);
      expect(f?.rule, hidden).toBe('github-pat-classic');
      expect(text.slice(f?.start, f?.end)).toBe(hidden);
    }
  });

  it('a token whose underscore OCR read as a space', () => {
    const token = `ghp ${random(ALNUM, 36)}`;
    const f = covering(`Token: ${token}`, token);
    expect(f?.rule).toBe('github-pat-classic');
  });
});

describe('prose and look-alikes stay untouched', () => {
  const random = generator(7);

  it('ordinary prose about passwords, tokens and secrets', () => {
    const prose = [
      'Our password policy requires twelve characters and a yearly change.',
      'The API gateway uses a token bucket: 100 tokens per second, burst 20.',
      'Secret Santa this year: draw names by Friday, budget 25 euros.',
      'Please reset your password via the link; the reset token expires in one hour.',
      'Keep the private key on the hardware token and never share your secret key.',
      'password: must be at least 8 characters long',
      'The access token is sent in the Authorization header as a bearer token.',
      'Set API_KEY in your environment, e.g. export API_KEY=<your key>.',
      'Never write postgres://user:password@host/db in a README; use ${DATABASE_URL}.',
    ].join('\n');
    expect(findings(prose)).toEqual([]);
  });

  it('UUIDs, commit hashes, random base64 and numbers without a secret context', () => {
    const uuid = `${random(HEX, 8)}-${random(HEX, 4)}-4${random(HEX, 3)}-a${random(HEX, 3)}-${random(HEX, 12)}`;
    const text = [
      `request_id=${uuid}`,
      `commit ${random(HEX, 40)}`,
      `Merge: ${random(HEX, 7)} ${random(HEX, 7)}`,
      `sha256:${random(HEX, 64)}`,
      `integrity: sha512-${random(BASE64, 86)}==`,
      `avatar: data:image/png;base64,${random(BASE64, 120)}`,
      `order 2024-0001 total 1234.56 EUR, ticket ASIA-4421`,
    ].join('\n');
    expect(findings(text)).toEqual([]);
  });
});

describe('a mixed 100 KB text', () => {
  it('yields exactly the planted secrets', () => {
    const random = generator(99);
    const planted = [
      `ghp_${random(ALNUM, 36)}`,
      `AKIA${random('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
      `sk-ant-api03-${random(URLSAFE, 93)}AA`,
      `xoxb-${random('123456789', 12)}-${random('123456789', 12)}-${random(ALNUM, 24)}`,
      `glpat-${random(ALNUM, 20)}`,
      `SG.${random(URLSAFE, 22)}.${random(URLSAFE, 43)}`,
    ];
    const filler = [
      'The quarterly report covers revenue, churn and the password reset flow redesign.',
      'function add(a, b) { return a + b; } // token count is tracked elsewhere',
      'We met in Lisbon; the keynote on secret sharing schemes was excellent.',
      `const id = "${random(HEX, 8)}-${random(HEX, 4)}-${random(HEX, 4)}-${random(HEX, 4)}-${random(HEX, 12)}";`,
      'SELECT name, email FROM users WHERE created_at > NOW() - INTERVAL 7 DAY;',
      '- [ ] rotate the signing key\n- [x] update the auth middleware',
    ];
    const parts: string[] = [];
    let size = 0;
    let n = 0;
    while (size < 100_000) {
      const line = filler[n % filler.length] as string;
      parts.push(line);
      size += line.length + 1;
      n++;
      if (n % 150 === 0 && planted[n / 150 - 1] !== undefined) parts.push(`note: use ${planted[n / 150 - 1]} for the job`);
    }
    const text = parts.join('\n');
    const found = findings(text).map((f) => text.slice(f.start, f.end));
    expect(found.sort()).toEqual([...planted].sort());
  });
});
