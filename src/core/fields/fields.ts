/**
 * The field layer (layer 2 of detection): values labelled by a sensitive field name take that
 * field's category even when no format rule knows them. One pass of a keyword automaton finds
 * where lexicon words occur; the reader works out, only there, which structure the name is part
 * of and where its values sit; each value is judged (placeholders, references and code are no
 * values) and reported at original offsets. Passwords given in sentences ("the admin password
 * we rotated yesterday was …", "Passwort lautet …") are read here too.
 *
 * Reads the base view of the scan; returns findings in original offsets. Pure.
 */
import type { Finding } from '../engine/types';
import { KeywordIndex } from '../engine/keyword-index';
import type { MappedText } from '../text/mapped-text';
import { toOriginal } from '../text/mapped-text';
import { plausiblePassword, looksLikePasswordWord } from '../recognizers/validators/secret-values';
import { isClearlyNoSecret } from '../recognizers/validators/placeholders';
import { classifyFieldName, fieldKeywords, type FieldClass } from './field-lexicon';
import {
  keyAround,
  labelAround,
  valueAfterKey,
  valueInMarkup,
  valuesInColumn,
  valuesInInsert,
  type FieldKey,
  type FieldValueSpan,
} from './field-reader';
import { judgeValue } from './field-values';

const GLUED = new Set(['password', 'passwd', 'passwort', 'secret', 'token', 'apikey', 'ssn', 'email', 'phone', 'iban']);

/** Words that start a password in prose, by language (folded to ASCII). */
const PROSE_WORDS = ['password', 'passwort', 'kennwort', 'passwd', 'passcode', 'passphrase', 'pwd', 'pw', 'mot de passe', 'mdp', 'contrasena', 'clave', 'senha', 'wachtwoord', 'pin'];

let index: KeywordIndex | undefined;
function keywordIndex(): KeywordIndex {
  return (index ??= new KeywordIndex([...fieldKeywords(), ...PROSE_WORDS]));
}

/**
 * Latin letters with diacritics to their base letter, one unit for one unit, so offsets stay put
 * and lexicon words match however they are accented (`Téléphone`, `Straße` is already folded
 * by the base view).
 */
function foldAccents(text: string): string {
  if (!/[\u00c0-\u024f]/.test(text)) return text;
  return text.replace(/[\u00c0-\u024f]/g, (ch) => {
    const base = ch.normalize('NFD')[0] as string;
    return base.length === 1 && base.charCodeAt(0) < 128 ? base : ch;
  });
}

export interface FieldHit {
  start: number;
  end: number;
  cls: FieldClass;
  confidence: number;
  syntax: FieldValueSpan['syntax'] | 'prose';
}

const CARD_NEARBY = /\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{1,4}|\b(?:card|karte|carte|tarjeta|carta|cartao|kaart)/i;

/** Field values in `t` (offsets into `t`). */
export function readFieldValues(t: string): FieldHit[] {
  const hits: FieldHit[] = [];
  const positions = keywordIndex().positions(t, Number.MAX_SAFE_INTEGER);
  const seenKeys = new Set<string>();
  const seenValues = new Set<string>();
  const push = (given: FieldValueSpan, cls: FieldClass, key: FieldKey): void => {
    let span = given;
    // A sentence's full stop or comma after a bare identifier value is not part of it (a secret keeps it).
    if (!span.quoted && cls.category !== 'credential') {
      let e = span.end;
      while (e > span.start && /[.,;:]/.test(t[e - 1] as string)) e--;
      if (e < span.end) span = { ...span, end: e };
    }
    const value = t.slice(span.start, span.end);
    // An expiry date or a CVV is payment data only beside a card number.
    if ((cls.kind === 'card_expiry' || cls.kind === 'cvv') && !CARD_NEARBY.test(t.slice(Math.max(0, span.start - 400), span.end + 400))) return;
    const confidence = judgeValue(value, cls, key.name, span.quoted);
    if (confidence <= 0) return;
    const id = `${span.start}:${span.end}`;
    if (seenValues.has(id)) return;
    seenValues.add(id);
    hits.push({ start: span.start, end: span.end, cls, confidence, syntax: span.syntax });
  };
  const starts: Array<[number, string]> = [];
  for (const [keyword, list] of positions) {
    if (!list) continue;
    for (const p of list) starts.push([p, keyword]);
  }
  starts.sort((a, b) => a[0] - b[0]);
  for (const [p, keyword] of starts) {
    if (keyword.includes(' ')) continue;
    const key = keyAround(t, p, p + keyword.length, GLUED.has(keyword));
    if (!key) continue;
    const id = `${key.start}:${key.end}`;
    if (seenKeys.has(id)) continue;
    seenKeys.add(id);
    readKey(t, key, push);
  }
  for (const h of prosePasswords(t, positions)) {
    const id = `${h.start}:${h.end}`;
    if (!seenValues.has(id)) hits.push(h);
  }
  return hits;
}

function readKey(t: string, key: FieldKey, push: (span: FieldValueSpan, cls: FieldClass, key: FieldKey) => void): void {
  const cls = classifyFieldName(key.name);
  if (cls) {
    const structured = structuredValues(t, key);
    if (structured) {
      for (const v of structured) push(v, columnClass(t, structured, cls, key), key);
      return;
    }
  }
  // A spaced label around the word: "Social Security Number: …", "Date of birth = …", "mot de passe : …".
  const label = labelAround(t, key);
  if (label !== key) {
    const labelled = classifyFieldName(label.name);
    if (labelled) {
      const structured = structuredValues(t, label);
      if (structured) {
        for (const v of structured) push(v, labelled, label);
        return;
      }
    }
  }
  // In running text a label may be followed by its value with no operator at all ("Geburtsdatum
  // 03.07.1985", "contraseña Cafe-con-leche-42", "numéro de sécurité sociale est 1 85 …"): taken
  // only for kinds whose values have a shape of their own, and only in that shape.
  const run = cls && !cls.weak ? key : classifyFieldName(label.name) ? label : undefined;
  const runCls = run === key ? cls : classifyFieldName(label.name);
  // Weak names take a value in running text only for kinds whose shape says it all ("born 3 March 1985").
  if (run && runCls && (!runCls.weak || runCls.kind === 'dob' || runCls.kind === 'phone' || runCls.kind === 'email')) {
    const v = valueInRunningText(t, run, runCls);
    if (v) push(v, runCls, run);
  }
}

/** Words between a label and its value in a sentence: verbs of being and articles, in seven languages. */
const BRIDGE = /^[ \t]+(?:(?:is|was|are|ist|war|lautet|est|etait|es|era|e|sera|luidt|=)[ \t]+)?(?:(?:the|am|le|la|el|il|de|op|em|on|:)[ \t]+)?/i;

/** The shape a value of each kind must have when nothing but a space separates it from its label. */
const RUNNING_SHAPES: Partial<Record<FieldClass['kind'], RegExp>> = {
  dob: /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th|er)?\.?[ ]\p{L}{3,10}\.?[ ]\d{4}|\p{L}{3,10}\.?[ ]\d{1,2}(?:st|nd|rd|th)?,?[ ]\d{4})(?!\d|[./-]\d)/u,
  ssn: /^\d[\d -]{7,12}\d(?![\d])/,
  national_id: /^[A-Z0-9][A-Z0-9 .\-/]{4,24}[A-Z0-9](?![A-Za-z0-9])/,
  tax_id: /^[A-Z0-9][A-Z0-9 .\-/]{4,20}[A-Z0-9](?![A-Za-z0-9])/,
  passport: /^[A-Z0-9]{6,12}(?![A-Za-z0-9])/,
  driver_licence: /^[A-Z0-9][A-Z0-9 -]{4,18}[A-Z0-9](?![A-Za-z0-9])/,
  iban: /^[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?(?![A-Za-z0-9])/,
  card: /^\d{4}(?:[ -]?\d{4}){2,3}(?:[ -]?\d{1,3})?(?![\d])/,
  // A bank account number, or a sort code (12-34-56) or BSB (123-456) written after its label.
  account: /^(?:\d{2}-\d{2}-\d{2}|\d{3}-\d{3}|\d{6,18})(?![\d-])/,
  phone: /^\+?[\d(][\d ()./-]{6,18}\d(?![\d])/,
  email: /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,}/,
  password: /^\S{6,64}/,
};

function valueInRunningText(t: string, key: FieldKey, cls: FieldClass): FieldValueSpan | undefined {
  const shape = RUNNING_SHAPES[cls.kind];
  if (!shape) return undefined;
  let i = key.end;
  if (t[i] === '"' || t[i] === "'") return undefined;
  const bridge = BRIDGE.exec(t.slice(i, i + 24));
  if (!bridge || bridge[0].length === 0) return undefined;
  i += bridge[0].length;
  const m = shape.exec(t.slice(i, i + 80));
  if (!m) return undefined;
  let value = m[0];
  if (cls.kind === 'password') {
    value = value.replace(/[.,;:)\]]+$/, '');
    if (!plausiblePassword(value)) return undefined;
  } else {
    value = value.replace(/[ .\-/]+$/, '');
    let digits = 0;
    for (const c of value) if (c >= '0' && c <= '9') digits++;
    if (cls.kind !== 'email' && digits < (cls.kind === 'dob' ? 4 : cls.kind === 'passport' ? 5 : 6)) return undefined;
  }
  return { start: i, end: i + value.length, quoted: false, syntax: 'label' };
}

/**
 * A weak label over a column (`name` heading a CSV column) is as good as a strong one once most
 * of the column's values pass the check for its kind: the column is then known to hold them.
 */
function columnClass(t: string, values: readonly FieldValueSpan[], cls: FieldClass, key: FieldKey): FieldClass {
  if (!cls.weak || values.length < 2) return cls;
  let pass = 0;
  for (const v of values) if (judgeValue(t.slice(v.start, v.end), cls, key.name, v.quoted) > 0) pass++;
  return pass * 2 >= values.length ? { ...cls, weak: false } : cls;
}

/** The values a key labels, through whichever structure it is part of. */
function structuredValues(t: string, key: FieldKey): FieldValueSpan[] | undefined {
  const column = valuesInColumn(t, key);
  if (column) return column;
  const insert = valuesInInsert(t, key);
  if (insert) return insert;
  const markup = valueInMarkup(t, key);
  if (markup) return [markup];
  const side = valueAfterKey(t, key);
  return side ? [side] : undefined;
}

/** The password word, then up to eight words of the same sentence, then a verb of being and the value. */
const PROSE = new RegExp(
  String.raw`^(?:[ \t]+(?!(?:is|was|ist|war|est|es|era|e|lautet|lautete|luidt|will|would|has|had|are|sera|sara)\b)[^\s.!?:;=]{1,30}){0,8}?` +
    String.raw`[ \t]+(?:is|was|are|will be|would be|has been|had been|becomes|became|remains|stays|set to|changed to|reset to|ist|war|lautet|lautete|heisst|bleibt|est|etait|sera|reste|es|era|sera|queda|e|era|sara|resta|luidt|blijft|fica|ficou)` +
    String.raw`(?:[ \t]+(?:now|still|just|simply|jetzt|nun|noch|maintenant|toujours|ahora|ora|adesso|agora|nu|nog|ainda))?[ \t]*[:=]?[ \t]*(?<q>["'\u201c\u2018\`]?)(?<v>[^\s"'\u201d\u2019\`]{3,64})`,
  'i',
);

/** A value named before the password word: "set X as the DB password", "used X for my password". */
const PROSE_BEFORE = /\b(?:set|use|used|using|chose|picked|put|made|with|entered|typed)[ \t]+["'\u201c\u2018]?(?<v>[^\s"'\u201d\u2019]{6,64})["'\u201d\u2019]?[ \t]+(?:as|for)[ \t]+(?:(?:the|my|our|a|an|new|his|her|their)[ \t]+)?(?:[\w-]+[ \t]+){0,2}$/i;

function prosePasswords(t: string, positions: Map<string, number[] | undefined>): FieldHit[] {
  const out: FieldHit[] = [];
  const cls: FieldClass = { kind: 'password', category: 'credential', label: 'PASSWORD', weak: false };
  for (const word of PROSE_WORDS) {
    const list = positions.get(word);
    if (!list) continue;
    for (const p of list) {
      const before = t.charCodeAt(p - 1);
      const after = t.charCodeAt(p + word.length);
      // A whole word (plural and possessive allowed): "password", "passwords", "password's".
      if ((before >= 65 && before <= 90) || (before >= 97 && before <= 122) || before === 95) continue;
      let from = p + word.length;
      if (after === 115 /* s */) from++;
      else if ((after >= 65 && after <= 90) || (after >= 97 && after <= 122) || after === 95 || (after >= 48 && after <= 57)) continue;
      // The value may come first: "I set Wint3r-is-coming! as the DB password".
      const back = PROSE_BEFORE.exec(t.slice(Math.max(0, p - 160), p));
      if (back && back.groups) {
        const v = (back.groups['v'] as string).replace(/[.,;:)\]]+$/, '');
        if (plausiblePassword(v) && !isClearlyNoSecret(v)) {
          const s0 = Math.max(0, p - 160) + back.index + back[0].indexOf(back.groups['v'] as string);
          out.push({ start: s0, end: s0 + v.length, cls, confidence: 0.85, syntax: 'prose' });
        }
      }
      const m = PROSE.exec(t.slice(from, from + 240));
      if (!m || !m.groups) continue;
      let value = m.groups['v'] as string;
      const quoted = (m.groups['q'] as string).length > 0;
      if (!quoted) value = value.replace(/[.,;:)\]]+$/, '');
      if (value.length < 3 || isClearlyNoSecret(value) || looksLikePasswordWord(value)) continue;
      if (!quoted && !plausiblePassword(value) && !(/\d/.test(value) && /[A-Za-z]/.test(value) && value.length >= 5)) continue;
      const start = from + m.index + m[0].length - (m.groups['v'] as string).length;
      out.push({ start, end: start + value.length, cls, confidence: quoted ? 0.9 : 0.85, syntax: 'prose' });
    }
  }
  return out;
}

/** The field layer over a scan's base view: findings at original offsets. */
export function fieldFindings(base: MappedText): Finding[] {
  const t = foldAccents(base.text);
  const out: Finding[] = [];
  for (const h of readFieldValues(t)) {
    const { start, end } = toOriginal(base, h.start, h.end);
    if (end <= start) continue;
    out.push({
      start,
      end,
      category: h.cls.category,
      rule: `field-${h.cls.kind.replace(/_/g, '-')}`,
      confidence: h.confidence,
      label: h.cls.label,
    });
  }
  return out;
}
