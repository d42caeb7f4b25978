/**
 * Judging a value found under a sensitive field name. The name decides the category; the value
 * only has to be a value: not a placeholder (`<your-key>`, `${VAR}`, `xxxx`, `changeme`), not a
 * reference or code (`process.env.X`, `user.email`, `getToken()`, a type such as `string`), not
 * the label echoed. Format checks (Luhn, mod 97, SSN rules, a phone plan) then raise the
 * confidence; they never refuse a value a strong name labels. Weak names (`name`, `key`, `pin`,
 * `address`) count only with a passing check.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { luhnValid } from '../recognizers/validators/luhn';
import { ibanChecksumValid } from '../recognizers/validators/mod97';
import { ssnStructureValid } from '../recognizers/government-id/_us-tin';
import { isAmbiguousGivenName, isGivenName, isNotNameWord, looksLikeSurname } from '../recognizers/person-name/_name-tokens';
import { looksLikePasswordWord, plausiblePassword, plausibleToken } from '../recognizers/validators/secret-values';
import { isClearlyNoSecret } from '../recognizers/validators/placeholders';
import type { FieldClass } from './field-lexicon';
import { classifyFieldName } from './field-lexicon';

/** Words that stand in a field for "no value here" or describe the field, in the seven languages. */
const NOT_A_VALUE = new Set(
  (
    'none null nil undefined n/a na tbd todo fixme unknown empty blank required optional hidden secret redacted removed ' +
    'masked see below above attached provided string str text int integer number num bool boolean float double char ' +
    'varchar object any value values true false yes no on off ok default same set unset given here there enter type ' +
    'your my the a an this that it ja nein oui non si sim nao keine aucun ninguno nessuno nenhum geen leer vide vacio ' +
    'vuoto vazio onbekend inconnu desconocido sconosciuto desconhecido unbekannt'
  ).split(' '),
);

/** A value that is code rather than data: a member path, a call, a bare identifier in code. */
function looksLikeCode(value: string, quoted: boolean): boolean {
  if (quoted) return /^\$\{[^}]*\}$|^\{\{.*\}\}$/.test(value);
  if (/^[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+(?:\(.*\))?[;,]?$/.test(value)) return true;
  if (/^(?:new[ \t]+)?[A-Za-z_$][\w$.]*[ \t]*\(.*\)?[;,]?$/.test(value)) return true;
  if (/^[A-Za-z_$][\w$]*\[[^\]]*\][;,]?$/.test(value)) return true;
  if (/^(?:await|yield|typeof|require|import|function|lambda|async|return|this|self|None|nil|null|undefined)\b/.test(value)) return true;
  if (/^[!&|<>=?:+*/%^~-]/.test(value)) return true;
  if (/[;{]$|=>|\)\s*\{|^\w+\s*\|\||&&/.test(value)) return true;
  return false;
}

export interface ValueVerdict {
  confidence: number;
}

function digits(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/** Whether the value reads as a person's name: 1–5 words of letters, capitalised, not everyday words. */
function nameShaped(value: string, strong: boolean): number {
  if (value.length > 80 || /[\d@#$%^*_=+<>{}[\]|\\/]/.test(value)) return 0;
  const words = value.split(/[ ,]+/).filter(Boolean);
  if (words.length === 0 || words.length > 6) return 0;
  const particles = /^(?:van|von|der|den|de|del|della|da|di|du|dos|das|do|la|le|ter|ten|bin|ibn|ben|y|zu|al|el|e|und|and)$/i;
  let capitalised = 0;
  let known = 0;
  let common = 0;
  for (const w of words) {
    if (particles.test(w)) continue;
    if (!/^\p{L}[\p{L}'’.-]*$/u.test(w)) return 0;
    if (/^\p{Lu}/u.test(w)) capitalised++;
    if (isGivenName(w) || isAmbiguousGivenName(w) || looksLikeSurname(w)) known++;
    else if (isNotNameWord(w)) common++;
  }
  if (strong) {
    // A strong label (first_name, surname, Nachname) takes any name-like word, even lower-case in a CSV.
    return common > 0 && known === 0 && capitalised === 0 ? 0 : known > 0 ? 0.95 : 0.85;
  }
  // A weak label (`name`, `Name`, `nom`): capitalised words, a known given name or surname, not all everyday words.
  if (capitalised < Math.min(2, words.length) || known === 0 || common >= words.length) return 0;
  return 0.88;
}

/**
 * The confidence for `value` under a field of class `cls` (named `name`), or 0 when the value is
 * no value: empty, placeholder, reference, code, the label again.
 */
export function judgeValue(value: string, cls: FieldClass, name: string, quoted: boolean): number {
  const v = value.trim();
  if (v.length === 0 || v.length > 512) return 0;
  if (isClearlyNoSecret(v)) return 0;
  const lower = v.toLowerCase().replace(/[.:;,!?]+$/, '');
  if (NOT_A_VALUE.has(lower)) return 0;
  if (looksLikeCode(v, quoted)) return 0;
  // The label again, or another field's name: "Password: Password", "email: email_address".
  if (lower === name.toLowerCase() || (!quoted && classifyFieldName(v) !== undefined && !/\d/.test(v) && !/\s/.test(v))) return 0;
  const strong = !cls.weak;
  switch (cls.kind) {
    case 'password': {
      if (v.length > 128 || looksLikePasswordWord(v)) return 0;
      // A PIN is digits only, too short for the password test.
      if (/\bpin\b|pincode|geheimzahl/i.test(name.replace(/[_-]/g, ' ')) && /^\d{4,8}$/.test(v)) return 0.88;
      if (!quoted && /^\S+\s+\S+/.test(v) && looksLikePasswordWord(v.split(/\s+/)[0] as string)) return 0;
      if (plausiblePassword(v)) return 0.92;
      if (!strong) return 0;
      return v.length >= 3 ? 0.85 : 0;
    }
    case 'token': {
      if (/^(?:bearer|basic|token|bot)$/i.test(v)) return 0;
      if (plausibleToken(v, 12, 3)) return 0.92;
      if (!strong) return 0;
      if (/\s/.test(v) && !/^(?:Bearer|Basic|Token|Bot|Digest)\s/i.test(v) && !quoted) return 0;
      // Unquoted letters alone are a type or an identifier in code (`salt: BufferSource`).
      if (!quoted && /^[A-Za-z_]+$/.test(v)) return 0;
      return v.length >= 6 && /[0-9]|[A-Z].*[a-z]|[a-z].*[A-Z]|[^A-Za-z0-9]/.test(v) ? 0.82 : 0;
    }
    case 'ssn':
    case 'national_id':
    case 'passport':
    case 'driver_licence':
    case 'tax_id': {
      if (v.length > 40 || digits(v) < 2) return 0;
      if (/^\d{1,4}$/.test(v)) return 0;
      if (cls.kind === 'ssn' && ssnStructureValid(v)) return 0.95;
      if (!strong && digits(v) < 6) return 0;
      return strong ? 0.88 : 0.82;
    }
    case 'dob': {
      if (v.length > 40) return 0;
      const dateLike = /\d{1,4}[./\- ]\d{1,2}[./\- ]\d{1,4}|\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3,}\.?\s+\d{2,4}|\p{L}{3,}\.?\s+\d{1,2},?\s+\d{4}|^\d{8}$/u.test(v);
      if (!dateLike) return 0;
      return strong ? 0.9 : 0.82;
    }
    case 'iban': {
      const compact = v.replace(/[\s-]/g, '').toUpperCase();
      if (/^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(compact) && ibanChecksumValid(compact)) return 0.97;
      return digits(v) >= 8 ? 0.85 : 0;
    }
    case 'card': {
      const d = v.replace(/[\s-]/g, '');
      if (/^\d{12,19}$/.test(d) && luhnValid(d)) return 0.97;
      if (digits(v) >= 12 && strong) return 0.85;
      // A masked or partial card (`**** 4242`) says little on its own.
      return 0;
    }
    case 'card_expiry':
      // MM/YY, MM/YYYY, MM-YY, or a month or year alone in its own field.
      return /^(?:0?[1-9]|1[0-2])[ ]?[/\-.][ ]?(?:\d{2}|20\d{2})$|^(?:0?[1-9]|1[0-2])$|^20\d{2}$/.test(v) ? (strong ? 0.85 : 0.8) : 0;
    case 'cvv':
      return /^\d{3,4}$/.test(v) ? (strong ? 0.9 : 0.82) : 0;
    case 'account':
      return digits(v) >= 6 && v.length <= 34 ? (strong ? 0.85 : 0.8) : 0;
    case 'email': {
      if (/^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,}$/.test(v)) return 0.97;
      if (/\s(?:at|\(at\)|\[at\])\s/i.test(v) || /\((?:at)\)|\[at\]/i.test(v)) return 0.85;
      return 0;
    }
    case 'phone': {
      const n = digits(v);
      if (n < 6 || n > 16 || v.length > 32 || /[A-Za-z]{3,}/.test(v.replace(/\b(?:ext|x|tel|fax)\b/gi, ''))) return 0;
      const parsed = parsePhoneNumberFromString(v.startsWith('00') ? `+${v.slice(2)}` : v, 'US');
      if (parsed?.isPossible()) return 0.92;
      return strong ? 0.82 : 0;
    }
    case 'address': {
      if (v.length < 6 || v.length > 200) return 0;
      // Machine addresses: IPs, hex, host:port, URLs, e-mail.
      if (/^(?:0x[0-9a-f]+|[\d.:/]+|[0-9a-f:]+|\w+:\/\/\S*|[\w.-]+:\d+|[^\s@]+@[^\s@]+)$/i.test(v)) return 0;
      const words = v.split(/\s+/).filter(Boolean).length;
      if (words < 2) return 0;
      if (digits(v) > 0) return strong ? 0.9 : 0.85;
      return strong && /^\p{Lu}/u.test(v) ? 0.82 : 0;
    }
    case 'postcode':
      return /^(?:\d{4,5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d|\d{3}-\d{4}|\d{2}-\d{3}|\d{4} ?[A-Z]{2})$/i.test(v)
        ? strong
          ? 0.85
          : 0.8
        : 0;
    case 'person_name':
      return nameShaped(v, strong);
  }
}
