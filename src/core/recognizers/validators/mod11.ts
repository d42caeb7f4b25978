/**
 * Weighted mod-11 checks used by national identifiers: the Dutch "elfproef" (BSN), ISO 7064
 * MOD 11,10 (German Steuer-ID) and the two Brazilian CPF check digits. Each is a pure function of
 * a digit string so the recognizers stay declarative.
 */

function digitsOf(value: string): number[] | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  return [...value].map((c) => c.charCodeAt(0) - 48);
}

/**
 * The Dutch 11-proof for a 9-digit BSN: 9·d1 + 8·d2 + … + 2·d8 − 1·d9 ≡ 0 (mod 11). An all-zero
 * number passes the arithmetic but is never issued, so it is rejected.
 */
export function elfproefValid(value: string): boolean {
  const d = digitsOf(value);
  if (!d || d.length !== 9 || /^0+$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (9 - i) * d[i]!;
  sum -= d[8]!;
  return sum % 11 === 0;
}

/** The ISO 7064 MOD 11,10 check digit for `body` (a hybrid system: product mod 11, sum mod 10). */
export function iso7064Mod11_10CheckDigit(body: string): number {
  const d = digitsOf(body);
  if (!d) throw new Error('digits only');
  let product = 10;
  for (const digit of d) {
    let sum = (digit + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** Whether the last digit of `value` is the ISO 7064 MOD 11,10 check digit of the rest. */
export function iso7064Mod11_10Valid(value: string): boolean {
  if (!/^\d{2,}$/.test(value)) return false;
  return iso7064Mod11_10CheckDigit(value.slice(0, -1)) === value.charCodeAt(value.length - 1) - 48;
}

/** One CPF check digit over `body`, weights counting down from body.length + 1 to 2. */
function cpfDigit(body: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += body[i]! * (body.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether an 11-digit CPF has both check digits right and is not one repeated digit. */
export function cpfValid(value: string): boolean {
  const d = digitsOf(value);
  if (!d || d.length !== 11 || /^(\d)\1{10}$/.test(value)) return false;
  return cpfDigit(d.slice(0, 9)) === d[9] && cpfDigit(d.slice(0, 10)) === d[10];
}

/** The two CPF check digits for a 9-digit body (used to build synthetic examples). */
export function cpfCheckDigits(body: string): string {
  const d = digitsOf(body);
  if (!d || d.length !== 9) throw new Error('nine digits');
  const first = cpfDigit(d);
  const second = cpfDigit([...d, first]);
  return `${first}${second}`;
}
