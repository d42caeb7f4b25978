/**
 * The check-digit rules added for UK NHS numbers and UTRs, Australian ABNs and ACNs, Irish PPSNs,
 * US routing numbers and NPIs: the issuers' own published examples pass, and changing any one
 * digit of a valid value fails it (each rule is a real check, not a shape test).
 */
import { describe, expect, it } from 'vitest';
import { abaRoutingValid, abnValid, acnValid, nhsNumberValid, npiValid, ppsnValid, utrValid } from './national-checksums';

/** Every value one digit away from `value` (same length, one position changed). */
function oneDigitAway(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    if (!/\d/.test(value[i] as string)) continue;
    for (let d = 0; d <= 9; d++) if (String(d) !== value[i]) out.push(value.slice(0, i) + String(d) + value.slice(i + 1));
  }
  return out;
}

/** Rule, check, valid values, invalid values, and the share of one-digit changes the check may miss. */
const RULES: [string, (v: string) => boolean, string[], string[], number][] = [
  // The NHS's own example number; generated ones; a remainder of 10 is never issued.
  ['NHS number', nhsNumberValid, ['943 476 5919', '4914505819', '421-470-1933'], ['9434765918', '0000000000', '123456789', '94347659190'], 0],
  // The ATO's example ABN.
  ['ABN', abnValid, ['51 824 753 556', '89267201054'], ['51824753557', '01824753556', '5182475355'], 0],
  // ASIC's example ACN.
  // Weights 8 to 1 mod 10: a change of 5 under an even weight, or of 2 under weight 5, goes unseen.
  ['ACN', acnValid, ['004 085 616', '410785536'], ['004085617', '000000000', '00408561'], 0.1],
  ['PPSN', ppsnValid, ['1234567T', '1234567FA', '7760612k', '6844319FA'], ['1234567A', '1234567FB', '123456T', '1234567X'], 0],
  ['routing number', abaRoutingValid, ['097933371', '034093999'], ['097933372', '999999999', '130000009'], 0],
  // CMS's example NPI.
  ['NPI', npiValid, ['1234567893', '1938166158'], ['1234567894', '3234567893', '123456789'], 0],
  ['UTR', utrValid, ['2959765716', '12062 80133', '5164424078K'], ['2959765717', '1111111111', '295976571'], 0.07],
];

describe.each(RULES)('%s check digits', (_name, valid, good, bad, allowed) => {
  it('accepts valid values', () => {
    for (const v of good) expect(valid(v), v).toBe(true);
  });
  it('rejects wrong shapes and wrong check digits', () => {
    for (const v of bad) expect(valid(v), v).toBe(false);
  });
  it('rejects the one-digit changes of valid values that its check can see', () => {
    const changed = good.flatMap((v) => oneDigitAway(v.replace(/[ -]/g, '').replace(/K$/, '')));
    const passing = changed.filter(valid);
    // Weighted mod 11 and mod 23, mod 89, Luhn and 3-7-1 mod 10 see every one-digit change; the
    // UTR's table gives remainders 1 and 10 the same digit.
    expect(passing.length / changed.length).toBeLessThanOrEqual(allowed);
    if (allowed === 0) expect(passing).toEqual([]);
  });
});
