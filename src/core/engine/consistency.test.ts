/**
 * Consistency through the whole text guard: one token per value in every written form, every
 * repetition masked, repeated names split, multi-part names whole.
 */
import { describe, expect, it } from 'vitest';
import { decideText } from '../decide/decide-text';

function masked(text: string): string {
  const r = decideText(text, { askResolvesTo: 'mask' });
  if (!r.ok) throw r.error;
  return r.masked;
}
const tokens = (s: string): string[] => s.match(/\[[A-Z_]+_[2-9A-HJ-NP-Z]{6}\]/g) ?? [];

describe('consistent masking', () => {
  it('gives a card written three ways one token, masked every time', () => {
    const out = masked('Card 4111 1111 1111 1111, again 4111-1111-1111-1111 and 4111111111111111.');
    const t = tokens(out);
    expect(t).toHaveLength(3);
    expect(new Set(t).size).toBe(1);
    expect(out).not.toMatch(/\d{4}/);
  });

  it('gives a phone with and without its country code one token', () => {
    const t = tokens(masked('Call +44 20 7946 0958 or 020 7946 0958 or +442079460958'));
    expect(t).toHaveLength(3);
    expect(new Set(t).size).toBe(1);
  });

  it('masks each repetition of a name, in any case, with the same token', () => {
    const out = masked('John Smith John Smith');
    expect(tokens(out)).toHaveLength(2);
    expect(new Set(tokens(out)).size).toBe(1);
    const out2 = masked('Maria Garcia wrote to maria garcia and MARIA GARCIA');
    expect(tokens(out2)).toHaveLength(3);
    expect(out2).not.toMatch(/garcia/i);
  });

  it('masks a multi-part name whole', () => {
    expect(masked('Johnathan Edward Doe signed.')).toMatch(/^\[PERSON_[2-9A-HJ-NP-Z]{6}\] signed\.$/);
  });

  it('masks a labelled secret again where it is pasted without its label', () => {
    const out = masked('DB_PASSWORD=Rk9!vv2q-Lm\n\nthen I ran mysql -p Rk9!vv2q-Lm and it failed');
    expect(out).not.toContain('Rk9!vv2q-Lm');
  });

  it('keeps different values apart', () => {
    const t = tokens(masked('Card 4111 1111 1111 1111 and card 5555 5555 5555 4444.'));
    expect(new Set(t).size).toBe(2);
  });
});
