/**
 * Private keys pasted as text: PEM blocks of every kind (PKCS#1 RSA, PKCS#8, EC, DSA, encrypted,
 * OpenSSH, PGP "PRIVATE KEY BLOCK"), from BEGIN through END, and PuTTY .ppk files. OCR turns the
 * five dashes into em or en dashes (mapped to '-' by the base view), into two or three dashes, or
 * loses them, so any number of dashes is accepted as long as "PRIVATE KEY" follows BEGIN. A block
 * cut off before END is covered through its last base64 line.
 */
import type { ValidationContext } from '../types';
import { credential, pattern, provider, WRAPPED_VIEWS } from './_rule';

/**
 * Inside the armour lines a column wrap may fall anywhere: between the dashes, between the dashes
 * and BEGIN, between words. The unwrap view already joins a wrap between two letters ("PRIV\nATE");
 * these allow the rest: a gap of spaces with at most one line break, and dashes with one after any.
 */
const GAP = '(?:[ \\t]{1,2}(?:\\r?\\n[ \\t]{0,2})?|\\r?\\n[ \\t]{0,2})';
const OPT_GAP = `${GAP}?`;
const DASH = '-(?:\\r?\\n)?';
const TYPE = `(?:[A-Za-z0-9]{2,10}${GAP}){0,3}`;
const HEAD = `(?:(?:${DASH}){2,}${OPT_GAP})?BEGIN${OPT_GAP}${TYPE}PRIVATE${OPT_GAP}KEY(?:${GAP}BLOCK)?${OPT_GAP}(?:${DASH})*`;
const TAIL = `(?:${DASH})*${OPT_GAP}END${OPT_GAP}${TYPE}PRIVATE${OPT_GAP}KEY(?:${GAP}BLOCK)?(?:${OPT_GAP}-(?:(?:\\r?\\n)?-)+)?`;
/** A line break: a real one or the two-character `\n` of a key inside a JSON string. */
const NL = '(?:\\r?\\n|\\\\r?\\\\n)';
const HEADERS = `(?:${NL}[A-Za-z][A-Za-z-]{2,20}:[^\\n\\\\]{1,100})*${NL}?`;
const BODY_LINE = `${NL}[ \\t]{0,16}[A-Za-z0-9+/=]{16,100}`;

/**
 * Key material between the markers: at least 64 base64 characters, and almost nothing else (a
 * few header lines such as `Proc-Type: 4,ENCRYPTED`), so prose or code that merely mentions the
 * markers is not taken for a key.
 */
function hasKeyMaterial(_value: string, ctx: ValidationContext): boolean {
  const block = ctx.text.slice(ctx.start, ctx.end);
  const body = block
    .replace(/^[\s\S]*?PRIVATE\s{0,4}KEY(?:\s{1,4}BLOCK)?[-\s]*/i, '')
    .replace(/[-\s]*END\s{0,4}(?:[A-Za-z0-9]{2,10}\s{1,4}){0,3}PRIVATE\s{0,4}KEY[\s\S]*$/i, '')
    .replace(/\\[rn]|\s/g, '');
  const base64 = body.replace(/[^A-Za-z0-9+/=]/g, '').length;
  return base64 >= 64 && base64 >= 0.9 * body.length;
}

const pem = credential({
  id: 'private-key-pem',
  description: 'Private key (PEM, OpenSSH or PGP block)',
  label: 'PRIVATE_KEY',
  // A wrap between the two words leaves them on two lines: the armour's dashes still show.
  keywords: ['private key', 'privatekey', '-begin', 'key-----', '-----end'],
  // A key hidden with rot13 keeps its shape (armour, base64 lines): the rot13 view reads it.
  views: [...WRAPPED_VIEWS, 'rot13'],
  patterns: [
    // The body may not run into another marker, so a text of many headers and no END stays linear.
    new RegExp(`${HEAD}(?:(?!-{2}|BEGIN)[\\s\\S]){20,16000}?${TAIL}`, 'gi'),
    new RegExp(`${HEAD}${HEADERS}(?:${BODY_LINE}){1,400}`, 'gi'),
  ],
  allowDummy: true,
  multiline: true,
  check: hasKeyMaterial,
  confidence: 0.99,
});

const putty = credential({
  id: 'private-key-putty',
  description: 'PuTTY private key file (.ppk)',
  label: 'PRIVATE_KEY',
  keywords: ['putty-user-key-file'],
  patterns: [pattern('PuTTY-User-Key-File-[23]:(?:(?!PuTTY-User-Key-File)[\\s\\S]){20,16000}?Private-MAC:[ \\t]*[0-9a-fA-F]{40,64}')],
  allowDummy: true,
  multiline: true,
  check: hasKeyMaterial,
  confidence: 0.99,
});

export const PRIVATE_KEY = provider('private-key', 'Private key files', [pem, putty], true);
