/**
 * The census generator: values follow their public grammars and check digits, families stay
 * inside the declared applicability matrix and really change the value, cases are reproducible
 * from their seed, the oracle can read every case it will score, and PROTOCOL.md quotes the
 * matrix the code applies.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENIGN_TYPES, benignCase } from './benign';
import { buildPlan } from './cases';
import { APPLICABILITY, FAMILIES, applies, applyFamily } from './evasions';
import { expose } from './oracle';
import { CLASS_OF, PAYLOAD_KINDS, base62, crc32, generatePayload, ibanValid, luhnValid, ssnValid, type PayloadKind } from './payloads';
import { streamFor } from './prng';
import { applicabilityTable } from './report';

const GRAMMAR: Readonly<Record<PayloadKind, RegExp>> = {
  github_pat: /^ghp_[A-Za-z0-9]{36}$/,
  aws_access_key_id: /^AKIA[A-Z2-7]{16}$/,
  stripe_live_secret: /^sk_live_[A-Za-z0-9]{24}$/,
  slack_bot_token: /^xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}$/,
  openai_project_key: /^sk-proj-[A-Za-z0-9_-]{74}T3BlbkFJ[A-Za-z0-9_-]{74}$/,
  jwt: /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
  postgres_url: /^postgres:\/\/[a-z_]+:[A-Za-z0-9]{16,24}@[a-z0-9.-]+:5432\/[a-z]+$/,
  pem_private_key: /^-----BEGIN (EC |RSA )?PRIVATE KEY-----\n([A-Za-z0-9+/=]{1,64}\n)+-----END (EC |RSA )?PRIVATE KEY-----$/,
  us_ssn: /^\d{3}[- ]?\d{2}[- ]?\d{4}$/,
  card_visa: /^4\d{3}([ -]?\d{4}){3}$/,
  card_mastercard: /^(5[1-5]\d{2}|2(22[1-9]|2[3-9]\d|[3-6]\d{2}|7[01]\d|720))([ -]?\d{4}){3}$/,
  card_amex: /^3[47]\d{2}[ -]?\d{6}[ -]?\d{5}$/,
  iban: /^(GB|DE|NL|CH)\d{2}( ?[A-Z0-9]{1,4})+$/,
  email: /^[a-z0-9._]+@[a-z0-9.-]+\.[a-z]{2,}$/,
  phone_us: /^\+1[ .-]?\d{3}[ .-]?555[ .-]?01\d{2}$/,
  phone_uk: /^\+44[ -]?20[ -]?7946[ -]?0\d{3}$|^\+44 207 946 0\d{3}$/,
  inj_ignore_previous: /^(Ignore|Disregard|Forget) (all|everything)/,
  inj_role_override: /(You are now|From now on you are|Act as) /,
  inj_system_reveal: /(system|System|SYSTEM)/,
  inj_exfiltrate: /https?:\/\/[a-z0-9-]+\.(invalid|example|example\.net)\//,
};

describe('payloads', () => {
  it('follow their public grammar and check digits', () => {
    for (const kind of PAYLOAD_KINDS) {
      for (let i = 0; i < 60; i++) {
        const p = generatePayload(kind, streamFor(11, 'grammar', kind, i));
        expect(p.surface, `${kind} #${i}`).toMatch(GRAMMAR[kind]);
        expect(p.cls).toBe(CLASS_OF[kind]);
        if (kind.startsWith('card_')) expect(luhnValid(p.canonical)).toBe(true);
        if (kind === 'iban') expect(ibanValid(p.canonical)).toBe(true);
        if (kind === 'us_ssn') expect(ssnValid(p.canonical)).toBe(true);
        if (kind === 'github_pat') {
          const random = p.surface.slice(4, 34);
          expect(p.surface.slice(34)).toBe(base62(crc32(random), 6));
        }
      }
    }
  });

  it('check-digit validators reject corrupted values', () => {
    const card = generatePayload('card_visa', streamFor(2, 'corrupt')).canonical;
    const flipped = card.slice(0, -1) + String((Number(card.slice(-1)) + 1) % 10);
    expect(luhnValid(flipped)).toBe(false);
    const iban = generatePayload('iban', streamFor(2, 'corrupt')).canonical;
    expect(ibanValid(iban.slice(0, 2) + String((Number(iban.slice(2, 4)) + 1) % 100).padStart(2, '0') + iban.slice(4))).toBe(false);
    expect(ssnValid('666-12-3456')).toBe(false);
    expect(ssnValid('912-12-3456')).toBe(false);
    expect(ssnValid('123-00-3456')).toBe(false);
  });
});

describe('evasion families', () => {
  it('change the value wherever they apply', () => {
    for (const kind of PAYLOAD_KINDS) {
      for (const family of FAMILIES) {
        if (family === 'plain' || !applies(family, CLASS_OF[kind])) continue;
        for (let i = 0; i < 5; i++) {
          const rng = streamFor(5, 'change', kind, family, i);
          const p = generatePayload(kind, rng);
          const v = applyFamily(family, p, rng);
          if (v !== null) expect(v, `${family} on ${kind}`).not.toBe(p.surface);
        }
      }
    }
  });

  it('interleave bidi controls rather than wrapping the value', () => {
    const p = generatePayload('card_visa', streamFor(1, 'bidi'));
    const v = applyFamily('bidi_interleave', p, streamFor(1, 'bidi', 'apply')) as string;
    const stripped = v.replace(/^[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]+|[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]+$/g, '');
    expect(stripped).not.toBe(p.surface);
  });
});

describe('the plan', () => {
  it('is reproducible from its seeds and differs between seeds', () => {
    const a = buildPlan([3], 1, 4);
    const b = buildPlan([3], 1, 4);
    const c = buildPlan([4], 1, 4);
    expect(a).toEqual(b);
    expect(a.payloadCases.map((x) => x.text)).not.toEqual(c.payloadCases.map((x) => x.text));
  });

  it('keeps a case unchanged when more cases are added around it', () => {
    const small = buildPlan([2], 1, 1);
    const large = buildPlan([1, 2], 3, 3);
    for (const c of small.payloadCases) expect(large.payloadCases.find((x) => x.id === c.id)).toEqual(c);
  });

  it('applies families only inside the matrix, with equal cells', () => {
    const plan = buildPlan([0], 2, 1);
    for (const c of plan.payloadCases) expect(applies(c.family, c.cls), c.id).toBe(true);
    const expected = PAYLOAD_KINDS.reduce((n, k) => n + FAMILIES.filter((f) => applies(f, CLASS_OF[k])).length, 0) * 2;
    expect(plan.payloadCases).toHaveLength(expected);
    expect(plan.notApplicable).toHaveLength(PAYLOAD_KINDS.length * FAMILIES.length - expected / 2);
  });

  it('produces only cases the oracle can read, in carriers that do not look like the payload', () => {
    const plan = buildPlan([0, 1], 2, 1);
    for (const c of plan.payloadCases) {
      expect(expose(c.canonical, c.text, { threshold: 1 }).exposed, c.id).toBe(true);
      expect(expose(c.canonical, c.carrierOnly, { threshold: 0.5 }).exposed, c.id).toBe(false);
    }
  });
});

describe('benign look-alikes', () => {
  it('appear verbatim in their message, and the number-shaped ones fail their checks', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const b = benignCase(streamFor(9, 'benign', i));
      for (const item of b.items) {
        seen.add(item.type);
        expect(b.text).toContain(item.literal);
        if (item.type === 'luhn_invalid_16') expect(luhnValid(item.literal.replace(/ /g, ''))).toBe(false);
      }
    }
    expect([...seen].sort()).toEqual([...BENIGN_TYPES].sort());
  });
});

describe('PROTOCOL.md', () => {
  it('quotes the applicability matrix the code applies', () => {
    const doc = readFileSync(new URL('./PROTOCOL.md', import.meta.url), 'utf8');
    const m = /<!-- applicability:start -->\n```text\n([\s\S]*?)\n```\n<!-- applicability:end -->/.exec(doc);
    expect(m, 'applicability block').not.toBeNull();
    expect(m?.[1]).toBe(applicabilityTable());
    for (const family of FAMILIES) expect(APPLICABILITY[family].length).toBeGreaterThan(0);
  });
});
