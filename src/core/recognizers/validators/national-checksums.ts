/**
 * Check-digit rules of national identifiers, each from the issuing authority's public
 * description: Finnish HETU (mod 31), Swedish personnummer (Luhn), Korean RRN, Thai ID, Turkish
 * TCKN, German ID-card/passport numbers (7-3-1) and pension insurance numbers, UK driving
 * licences (shape and date), US Medicare MBIs (shape), Italian codice fiscale, Belgian national
 * numbers (mod 97), Norwegian fødselsnummer (two mod-11 digits), Polish PESEL, Portuguese NIF,
 * Australian TFN and Medicare numbers, Chinese resident ID (ISO 7064 mod 11-2), Japanese My
 * Number, Mexican CURP, UK NHS numbers and UTRs, Australian ABNs and ACNs, Irish PPSNs, US ABA
 * routing numbers and NPIs. Pure functions of the value.
 */
import { luhnValid } from './luhn';

/** The decimal digits of `s` as numbers (callers check that `s` holds digits only). */
export const digitsOf = (s: string): number[] => [...s].map((c) => c.charCodeAt(0) - 48);

/** Whether year/month/day is a real calendar date. */
export function realDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (days[month - 1] as number);
}

/** Finnish personal identity code: DDMMYY, century sign, NNN, check character. */
export function hetuValid(value: string): boolean {
  const m = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/.exec(value.toUpperCase());
  if (!m) return false;
  const century = m[4] === '+' ? 1800 : /[-U-Y]/.test(m[4] as string) ? 1900 : 2000;
  if (!realDate(century + Number(m[3]), Number(m[2]), Number(m[1]))) return false;
  const n = Number(`${m[1]}${m[2]}${m[3]}${m[5]}`);
  return '0123456789ABCDEFHJKLMNPRSTUVWXY'[n % 31] === m[6];
}

/** Swedish personnummer or samordningsnummer (day + 60): YYMMDD or YYYYMMDD, separator, NNNC (Luhn). */
export function personnummerValid(value: string): boolean {
  const m = /^(\d{2})?(\d{2})(\d{2})(\d{2})[-+ ]?(\d{4})$/.exec(value);
  if (!m) return false;
  const day = Number(m[4]) > 60 ? Number(m[4]) - 60 : Number(m[4]);
  const year = m[1] ? Number(`${m[1]}${m[2]}`) : 2000 + Number(m[2]);
  if (!realDate(year, Number(m[3]), day)) return false;
  return luhnValid(`${m[2]}${m[3]}${m[4]}${m[5]}`);
}

/** Korean resident registration number: YYMMDD-GNNNNNC. */
export function krRrnValid(value: string): boolean {
  const d = value.replace(/-/g, '');
  if (!/^\d{13}$/.test(d)) return false;
  const g = Number(d[6]);
  if (g < 1 || g > 8) return false;
  const century = g === 9 || g === 0 ? 1800 : g <= 2 || g === 5 || g === 6 ? 1900 : 2000;
  if (!realDate(century + Number(d.slice(0, 2)), Number(d.slice(2, 4)), Number(d.slice(4, 6)))) return false;
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (ds[i] as number) * (w[i] as number);
  // Numbers issued since October 2020 carry no check digit; older ones must pass it.
  return (11 - (sum % 11)) % 10 === ds[12];
}

/** Thai national ID: 13 digits, the last a mod-11 check. */
export function thIdValid(value: string): boolean {
  const d = value.replace(/[- ]/g, '');
  if (!/^[1-8]\d{12}$/.test(d)) return false;
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (ds[i] as number) * (13 - i);
  return (11 - (sum % 11)) % 10 === ds[12];
}

/** Turkish identity number (TCKN): 11 digits, two check digits. */
export function tcknValid(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = (d[0] as number) + (d[2] as number) + (d[4] as number) + (d[6] as number) + (d[8] as number);
  const even = (d[1] as number) + (d[3] as number) + (d[5] as number) + (d[7] as number);
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += d[i] as number;
  return sum % 10 === d[10];
}

/** Value of a character in German and ICAO 7-3-1 check sums: digits as is, A = 10 … Z = 35. */
function charValue(c: string): number {
  const code = c.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

/** ICAO 9303 / German document 7-3-1 check over `body`, compared with `check`. */
export function check731(body: string, check: string): boolean {
  const w = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += charValue(body[i] as string) * (w[i % 3] as number);
  return sum % 10 === Number(check);
}

/** German ID card or passport serial (9 characters of the restricted alphabet) with its check digit. */
export function deDocumentNumberValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[CFGHJKLMNPRTVWXYZ][CFGHJKLMNPRTVWXYZ0-9]{8}\d$/.test(v)) return false;
  if (!/\d/.test(v.slice(0, 9))) return false;
  return check731(v.slice(0, 9), v[9] as string);
}

/** German pension insurance (social security) number: area, DDMMYY, initial, serial, check. */
export function deRvnrValid(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase();
  const m = /^(\d{2})(\d{2})(\d{2})(\d{2})([A-Z])(\d{2})(\d)$/.exec(v);
  if (!m) return false;
  if (!realDate(1904, Number(m[3]), Number(m[2]))) return false;
  const serial = Number(m[6]);
  if (serial > 99) return false;
  const letter = String((m[5] as string).charCodeAt(0) - 64).padStart(2, '0');
  const digits = `${m[1]}${m[2]}${m[3]}${m[4]}${letter}${m[6]}`;
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  let sum = 0;
  for (let i = 0; i < 12; i++) {
    const p = Number(digits[i]) * (w[i] as number);
    sum += Math.floor(p / 10) + (p % 10);
  }
  return sum % 10 === Number(m[7]);
}

/** UK (GB) driving licence number: surname, decade, month (+50), day, year, initials, digit, check letters. */
export function ukDrivingLicenceValid(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase();
  const m = /^([A-Z9]{5})(\d)(\d{2})(\d{2})(\d)([A-Z9]{2})(\d)([A-Z0-9]{2})(\d{2})?$/.exec(v);
  if (!m) return false;
  const surname = m[1] as string;
  // The surname is left-aligned and padded with 9s, and starts with a letter.
  if (!/^[A-Z]+9*$/.test(surname)) return false;
  let month = Number(m[3]);
  if (month > 50) month -= 50;
  return realDate(1904, month, Number(m[4]));
}

/** The letters an MBI may hold, and those or a digit; the shape is built once, since validators run per candidate. */
const MBI_L = '[AC-HJKMNP-RT-Y]';
const MBI_A = '[AC-HJKMNP-RT-Y0-9]';
const MBI_SHAPE = new RegExp(`^[1-9]${MBI_L}${MBI_A}\\d${MBI_L}${MBI_A}\\d${MBI_L}${MBI_L}\\d\\d$`);

/** US Medicare Beneficiary Identifier: 11 characters in the CMS position rules (no S, L, O, I, B, Z). */
export function mbiValid(value: string): boolean {
  const v = value.replace(/-/g, '').toUpperCase();
  return MBI_SHAPE.test(v);
}

const CF_ODD: Readonly<Record<string, number>> = (() => {
  const values = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
  const out: Record<string, number> = {};
  for (let i = 0; i < 26; i++) out[String.fromCharCode(65 + i)] = values[i] as number;
  for (let i = 0; i < 10; i++) out[String(i)] = values[i] as number;
  return out;
})();

// Omocodia may replace any of the seven digits with L M N P Q R S T U V.
const CF_D = '[0-9LMNPQRSTUV]';
const CF_SHAPE = new RegExp(`^[A-Z]{6}${CF_D}{2}[ABCDEHLMPRST]${CF_D}{2}[A-Z]${CF_D}{3}[A-Z]$`);

/** Italian codice fiscale: 16 characters, the last a check letter (odd/even position tables). */
export function codiceFiscaleValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!CF_SHAPE.test(v)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = v[i] as string;
    if (i % 2 === 0) sum += CF_ODD[c] as number;
    else sum += c <= '9' ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26)) === v[15];
}

/** Belgian national register number: YYMMDD, serial, two mod-97 check digits (2000+ births prefix 2). */
export function beNationalNumberValid(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length !== 11) return false;
  const body = d.slice(0, 9);
  const check = Number(d.slice(9));
  return 97 - (Number(body) % 97) === check || 97 - (Number(`2${body}`) % 97) === check;
}

/** Norwegian fødselsnummer / D-number: DDMMYY, 3 individual digits, two mod-11 check digits. */
export function noFnrValid(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const d = digitsOf(value);
  let day = (d[0] as number) * 10 + (d[1] as number);
  if (day > 40) day -= 40;
  let month = (d[2] as number) * 10 + (d[3] as number);
  if (month > 40) month -= 40;
  if (!realDate(1904, month, day)) return false;
  const w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
  const w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const k = (w: number[], n: number): number => {
    let s = 0;
    for (let i = 0; i < n; i++) s += (d[i] as number) * (w[i] as number);
    const r = 11 - (s % 11);
    return r === 11 ? 0 : r;
  };
  return k(w1, 9) === d[9] && k(w2, 10) === d[10];
}

/** Polish PESEL: YYMMDD (month carries the century), serial, check digit. */
export function peselValid(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const d = digitsOf(value);
  let month = (d[2] as number) * 10 + (d[3] as number);
  let century = 1900;
  if (month > 80) {
    century = 1800;
    month -= 80;
  } else if (month > 60) {
    century = 2200;
    month -= 60;
  } else if (month > 40) {
    century = 2100;
    month -= 40;
  } else if (month > 20) {
    century = 2000;
    month -= 20;
  }
  if (!realDate(century + (d[0] as number) * 10 + (d[1] as number), month, (d[4] as number) * 10 + (d[5] as number))) return false;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (d[i] as number) * (w[i] as number);
  return (10 - (sum % 10)) % 10 === d[10];
}

/** Portuguese NIF: 9 digits, first in the issued ranges, a mod-11 check digit. */
export function ptNifValid(value: string): boolean {
  if (!/^[1235689]\d{8}$|^(?:45|7[0-9]|9[0189])\d{7}$/.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (d[i] as number) * (9 - i);
  const r = sum % 11;
  return (r < 2 ? 0 : 11 - r) === d[8];
}

/** Australian tax file number: 8 or 9 digits, weighted sum divisible by 11. */
export function tfnValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^\d{8,9}$/.test(d)) return false;
  const w = d.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : [10, 7, 8, 4, 6, 3, 5, 1];
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < d.length; i++) sum += (ds[i] as number) * (w[i] as number);
  return sum % 11 === 0 && !/^(\d)\1+$/.test(d);
}

/** Australian Medicare card number: 10 digits (an 11th is the person's position), check in the 9th. */
export function auMedicareValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^[2-6]\d{9,10}$/.test(d)) return false;
  const w = [1, 3, 7, 9, 1, 3, 7, 9];
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (ds[i] as number) * (w[i] as number);
  return sum % 10 === ds[8];
}

/** Chinese resident identity card number: region, YYYYMMDD, sequence, ISO 7064 mod 11-2 check (X = 10). */
export function cnRicValid(value: string): boolean {
  const v = value.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  if (!realDate(Number(v.slice(6, 10)), Number(v.slice(10, 12)), Number(v.slice(12, 14)))) return false;
  const year = Number(v.slice(6, 10));
  if (year < 1900 || year > 2100) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * ((2 ** (17 - i)) % 11);
  const check = (12 - (sum % 11)) % 11;
  return (check === 10 ? 'X' : String(check)) === v[17];
}

/** Japanese individual number (My Number): 12 digits, the last a check digit. */
export function myNumberValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^\d{12}$/.test(d)) return false;
  const ds = digitsOf(d);
  let sum = 0;
  for (let n = 1; n <= 11; n++) {
    const p = ds[11 - n] as number;
    const q = n <= 6 ? n + 1 : n - 5;
    sum += p * q;
  }
  const r = sum % 11;
  return (r <= 1 ? 0 : 11 - r) === ds[11];
}

/** Mexican CURP: 18 characters, the last a check digit over the other 17. */
export function curpValid(value: string): boolean {
  const v = value.toUpperCase();
  const m = /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(\d{2})(\d{2})[HMX](?:AS|B[CS]|C[CLMSH]|D[FG]|G[TR]|HG|JC|M[CNS]|N[ETL]|OC|PL|Q[TR]|S[PLR]|T[CSL]|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d](\d)$/.exec(v);
  if (!m) return false;
  if (!realDate(1904, Number(m[2]), Number(m[3]))) return false;
  const alphabet = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(v[i] as string) * (18 - i);
  return (10 - (sum % 10)) % 10 === Number(m[4]);
}

/** Indian PAN: five letters (the fourth says the holder's type), four digits, a letter. */
export function panShapeValid(value: string): boolean {
  return /^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/.test(value.toUpperCase()) && !/^([A-Z])\1{4}/.test(value);
}

/** UK NHS number: ten digits, the last a mod-11 check of the first nine weighted 10 down to 2 (a remainder giving 10 is never issued). */
export function nhsNumberValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^\d{10}$/.test(d) || /^(\d)\1+$/.test(d)) return false;
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (ds[i] as number) * (10 - i);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === ds[9];
}

/** Australian Business Number: eleven digits; one off the first, weighted 10, 1, 3, 5 … 19, the sum is a multiple of 89. */
export function abnValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^[1-9]\d{10}$/.test(d)) return false;
  const w = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const ds = digitsOf(d);
  ds[0] = (ds[0] as number) - 1;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += (ds[i] as number) * (w[i] as number);
  return sum % 89 === 0;
}

/** Australian Company Number (and ARBN): nine digits, the last the mod-10 complement of the first eight weighted 8 down to 1. */
export function acnValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^\d{9}$/.test(d) || /^(\d)\1+$/.test(d)) return false;
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += (ds[i] as number) * (8 - i);
  return (10 - (sum % 10)) % 10 === ds[8];
}

/**
 * Irish Personal Public Service Number: seven digits weighted 8 down to 2, a check letter, and
 * for newer numbers a second letter counted at weight 9 (A = 1 … I = 9, W = 0); the sum mod 23
 * names the check letter (0 = W, 1 = A … 22 = V).
 */
export function ppsnValid(value: string): boolean {
  const v = value.toUpperCase().replace(/\s/g, '');
  if (!/^\d{7}[A-W][A-IW]?$/.test(v)) return false;
  const ds = digitsOf(v.slice(0, 7));
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (ds[i] as number) * (8 - i);
  const second = v[8];
  if (second !== undefined && second !== 'W') sum += (second.charCodeAt(0) - 64) * 9;
  return 'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23] === v[7];
}

/** US ABA routing transit number: nine digits, 3-7-1 weights summing to a multiple of 10, and a Federal Reserve prefix (00–12, 21–32, 61–72, 80). */
export function abaRoutingValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  if (!/^\d{9}$/.test(d) || /^(\d)\1+$/.test(d)) return false;
  const prefix = Number(d.slice(0, 2));
  if (!(prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80)) return false;
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (ds[i] as number) * ([3, 7, 1][i % 3] as number);
  return sum % 10 === 0;
}

/** US National Provider Identifier: ten digits starting 1 or 2, a Luhn check taken with the card-issuer prefix 80840 in front. */
export function npiValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '');
  return /^[12]\d{9}$/.test(d) && luhnValid(`80840${d}`);
}

/** UK Unique Taxpayer Reference: ten digits, the first a check of the other nine weighted 6, 7, 8, 9, 10, 5, 4, 3, 2 (mod 11 through the table 2 1 9 8 7 6 5 4 3 2 1). */
export function utrValid(value: string): boolean {
  const d = value.replace(/[ -]/g, '').replace(/K$/i, '');
  if (!/^\d{10}$/.test(d) || /^(\d)\1+$/.test(d)) return false;
  const w = [6, 7, 8, 9, 10, 5, 4, 3, 2];
  const ds = digitsOf(d);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (ds[i + 1] as number) * (w[i] as number);
  return '21987654321'[sum % 11] === d[0];
}
