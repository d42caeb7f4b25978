/**
 * The hand matchers of a value's written forms against the expressions they stand for: on
 * seeded random near-variants (case flips, separators changed, neighbours that are and are not
 * word characters, surrogate pairs), both must end every match at the same offset or both refuse.
 */
import { describe, expect, it } from 'vitest';
import { canonicalValue, formsOf } from './consistency';
import type { Finding } from './types';

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The expression each kind of value was matched with before the hand matchers. */
function expressionFor(f: Finding, value: string): RegExp | undefined {
  if (f.category === 'person_name') {
    const words = value.trim().split(/\s+/).map(escapeRe);
    return new RegExp(`(?<![\\p{L}\\p{N}_])${words.join('\\s+')}(?![\\p{L}\\p{N}_])`, 'iuy');
  }
  const canonical = canonicalValue(f, value);
  if (canonical.startsWith('tel:')) return undefined;
  if ((f.category === 'payment' || f.category === 'government_id') && /^[A-Z0-9]{6,40}$/.test(canonical)) {
    return new RegExp(`(?<![A-Za-z0-9])${[...canonical].map(escapeRe).join('[\\s.\\-]?')}(?![A-Za-z0-9])`, 'iy');
  }
  if (f.category === 'contact' && value.includes('@')) return new RegExp(`(?<![\\w.+-])${escapeRe(value.trim())}(?![\\w-])`, 'iy');
  return new RegExp(`(?<![A-Za-z0-9])${escapeRe(value)}(?![A-Za-z0-9])`, 'y');
}

const CASES: Array<[Finding['category'], string, string]> = [
  ['payment', 'CARD', '4242 4242 4242 4242'],
  ['government_id', 'GOV_ID', 'AB-12.34 56C'],
  ['contact', 'EMAIL', 'Jo.Ann+x@Example.com'],
  ['contact', 'EMAIL', 'jürgen@example.de'],
  ['credential', 'CREDENTIAL', 'sk_live_ABC123'],
  ['person_name', 'PERSON', 'Maria Garcia'],
  ['person_name', 'PERSON', 'J. Smith'],
  ['person_name', 'PERSON', 'İlker Kaya'],
  ['person_name', 'PERSON', 'Anna-Lena  Vogt'],
];
const NOISE = 'aAé1_ \u00a0\n.-+@\u2028\ud83d\ude00\u212aİ';

describe('written forms of a value', () => {
  it('match exactly where their expressions match', () => {
    let seed = 20261201;
    const rnd = (): number => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const pick = (s: string): string => s[Math.floor(rnd() * s.length)] as string;
    let matched = 0;
    for (const [category, label, value] of CASES) {
      const f: Finding = { start: 0, end: value.length, category, label, rule: 'test', confidence: 1 };
      const re = expressionFor(f, value);
      const matchAt = formsOf(f, value);
      expect(matchAt === undefined, value).toBe(re === undefined);
      if (!re || !matchAt) continue;
      for (let t = 0; t < 3000; t++) {
        let v = [...value].map((c) => (rnd() < 0.2 ? (rnd() < 0.5 ? c.toUpperCase() : c.toLowerCase()) : rnd() < 0.05 ? pick(NOISE) : c)).join('');
        if (rnd() < 0.2) v = v.replace(/[ .-]/g, rnd() < 0.5 ? '' : pick(' \t\n.-'));
        const before = Array.from({ length: Math.floor(rnd() * 3) }, () => pick(NOISE)).join('');
        const after = Array.from({ length: Math.floor(rnd() * 3) }, () => pick(NOISE)).join('');
        const text = before + v + after;
        re.lastIndex = before.length;
        const m = re.exec(text);
        const expected = m ? before.length + m[0].length : -1;
        if (expected >= 0) matched++;
        expect(matchAt(text, before.length), `${value} in ${JSON.stringify(text)}`).toBe(expected);
      }
    }
    // The variants must include real matches, or the comparison says nothing.
    expect(matched).toBeGreaterThan(3000);
  });
});
