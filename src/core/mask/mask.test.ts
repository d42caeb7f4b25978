import { describe, expect, it } from 'vitest';
import type { Finding } from '../engine/types';
import { mask } from './mask';
import { RestorationMap, TOKEN_PATTERN, tokensIn } from './restoration-map';

function finding(text: string, value: string, category: Finding['category'], label: string, from = 0): Finding {
  const start = text.indexOf(value, from);
  return { start, end: start + value.length, category, rule: 'r', confidence: 0.9, label };
}

const text = 'Ann wrote ann@example.org, key ghp_x, again ann@example.org, call +44 20 7946 0958.';
const findings = [
  finding(text, 'ann@example.org', 'contact', 'EMAIL'),
  finding(text, 'ghp_x', 'credential', 'CREDENTIAL'),
  finding(text, 'ann@example.org', 'contact', 'EMAIL', 40),
  finding(text, '+44 20 7946 0958', 'contact', 'PHONE'),
];

describe('mask', () => {
  it('removes secrets for good and tokenises identifiers, same value same token', () => {
    const r = mask(text, findings, { decide: () => 'mask' });
    expect(r.masked).not.toContain('ann@example.org');
    expect(r.masked).not.toContain('ghp_x');
    expect(r.masked).toContain('[CREDENTIAL]');
    const tokens = r.masked.match(TOKEN_PATTERN) ?? [];
    expect(tokens).toHaveLength(3);
    expect(tokens[0]).toBe(tokens[1]);
    expect(tokens[2]).not.toBe(tokens[0]);
    expect(r.restoration.restore(r.masked)).toBe(text.replace('ghp_x', '[CREDENTIAL]'));
  });

  it('issues different tokens in different requests', () => {
    const a = mask(text, findings, { decide: () => 'mask' }).masked;
    const b = mask(text, findings, { decide: () => 'mask' }).masked;
    expect(a.match(TOKEN_PATTERN)?.[0]).not.toBe(b.match(TOKEN_PATTERN)?.[0]);
  });

  it('uses category placeholders for summarize_without_identifier', () => {
    const r = mask(text, findings, { decide: () => 'mask', placeholder: () => true });
    expect(r.masked).toBe('Ann wrote [EMAIL], key [CREDENTIAL], again [EMAIL], call [PHONE].');
    expect(r.restoration.size).toBe(0);
  });

  it('never releases a credential, even when the decision says allow', () => {
    const r = mask(text, findings, { decide: () => 'allow' });
    expect(r.masked).toContain('ann@example.org');
    expect(r.masked).not.toContain('ghp_x');
    expect(r.applied.find((a) => a.category === 'credential')?.decision).toBe('mask');
  });

  it('reports block without dropping the masking', () => {
    const r = mask(text, findings, { decide: (f) => (f.category === 'contact' ? 'block' : 'mask') });
    expect(r.blocked).toBe(true);
    expect(r.masked).not.toContain('ann@example.org');
  });

  it('stops at the distinct-identifier limit with a typed error', () => {
    expect(() => mask(text, findings, { decide: () => 'mask', maxDistinctIdentifiers: 1 })).toThrow(/distinct identifiers/);
  });
});

describe('restoration map', () => {
  it('restores exact issued tokens once, leaves unknown tokens, escapes HTML', () => {
    const map = new RestorationMap();
    map.issue('[EMAIL_ABCDEF]', '<b>a@example.org</b>', 'EMAIL');
    const reply = 'Sent to [EMAIL_ABCDEF] and [EMAIL_ZZZZZZ]; [EMAIL_ABCDEF]x';
    expect(map.restore(reply)).toBe('Sent to <b>a@example.org</b> and [EMAIL_ZZZZZZ]; <b>a@example.org</b>x');
    const html = map.restoreToHtml(reply);
    expect(html).not.toContain('<b>');
    expect(html).toContain('data-consentry-restored="EMAIL"');
    expect(html).toContain('&#60;b&#62;a@example.org&#60;/b&#62;');
  });

  it('does not restore values that were themselves tokens (one pass only)', () => {
    const map = new RestorationMap();
    map.issue('[PERSON_AAAAAA]', '[PERSON_BBBBBB]', 'PERSON');
    map.issue('[PERSON_BBBBBB]', 'Bob', 'PERSON');
    expect(map.restore('[PERSON_AAAAAA]')).toBe('[PERSON_BBBBBB]');
  });

  it('forgets everything when idle too long or closed', () => {
    let now = 0;
    const map = new RestorationMap(1000, () => now);
    map.issue('[EMAIL_ABCDEF]', 'a@example.org', 'EMAIL');
    now = 999;
    expect(map.restore('[EMAIL_ABCDEF]')).toBe('a@example.org');
    now = 2100;
    expect(map.restore('[EMAIL_ABCDEF]')).toBe('[EMAIL_ABCDEF]');
    const closed = new RestorationMap();
    closed.issue('[EMAIL_ABCDEF]', 'a@example.org', 'EMAIL');
    closed.close();
    expect(closed.restore('[EMAIL_ABCDEF]')).toBe('[EMAIL_ABCDEF]');
  });

  it('refuses to be serialised', () => {
    const map = new RestorationMap();
    map.issue('[EMAIL_ABCDEF]', 'a@example.org', 'EMAIL');
    expect(() => JSON.stringify({ map })).toThrow(/never serialised/);
  });
});

describe('tokens in a text', () => {
  it('finds the first ones in order, repeats kept, up to the limit, and nothing that only looks close', () => {
    const text = 'See [EMAIL_7Q2KX9] and [PHONE_ABCDEF], [EMAIL_7Q2KX9] again; not [email_7Q2KX9] nor [EMAIL_7Q2KX1].';
    expect(tokensIn(text, 10)).toEqual(['[EMAIL_7Q2KX9]', '[PHONE_ABCDEF]', '[EMAIL_7Q2KX9]']);
    expect(tokensIn(text, 2)).toEqual(['[EMAIL_7Q2KX9]', '[PHONE_ABCDEF]']);
    expect(tokensIn(text, 0)).toEqual([]);
    expect(tokensIn('no tokens here', 5)).toEqual([]);
    // The shared pattern keeps no state between calls.
    expect(tokensIn(text, 1)).toEqual(tokensIn(text, 1));
  });
});
