/**
 * ISO 7064 MOD 97-10, the check behind IBANs and the French NIR key. Works digit by digit so a
 * 34-character IBAN never needs a big integer.
 */

/** Remainder of the decimal number written in `digits` divided by 97. */
export function mod97(digits: string): number {
  let rem = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) throw new Error('digits only');
    rem = (rem * 10 + d) % 97;
  }
  return rem;
}

/**
 * Whether an IBAN in electronic form (no spaces, any case) has a correct MOD 97-10 check:
 * country code and check digits moved to the end, letters as 10..35, remainder 1.
 */
export function ibanChecksumValid(iban: string): boolean {
  const s = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(s)) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let numeric = '';
  for (const ch of rearranged) {
    const c = ch.charCodeAt(0);
    numeric += c >= 65 ? String(c - 55) : ch;
  }
  return mod97(numeric) === 1;
}
