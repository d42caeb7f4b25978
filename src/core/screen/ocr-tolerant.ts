/**
 * Values the engine's recognizers no longer see once OCR has read them, found on OCR text by
 * shapes that allow for what OCR does: an e-mail address whose `@` became `f`, `g` or `©` or got
 * spaces around it, and whose dots became spaces, commas or underscores (`chidi.visser@example net`,
 * `santiago-larsenfexample.co.uk`); a provider key whose prefix survived but whose body OCR broke
 * with stray glyphs and spaces (`ghp_uAZoS{SERGNETZ…`, `XoXb-98461777050-922700777757- 3877…`); a
 * telephone number with `+` and a country code whose digits OCR read as letters (`+1 312 S56 8150`)
 * or that a strict numbering plan refuses; and a PEM private key whose armour dashes OCR read as
 * em-dashes or dropped; an access key id whose prefix or body OCR misread; and the name in a mail header whose address OCR broke. For OCR text only (DOM text is exact). Offsets are the input's, so each
 * finding maps back to the words OCR boxed. Pure.
 */
import type { Finding } from '../engine/types';
import { isGivenName, isNotNameWord, looksLikeSurname, nameParts, placeOrOrgContext } from '../recognizers/person-name/_name-tokens';

/** Top-level domains an address on a screen ends in (the common generic ones and country codes). */
const TLDS =
  'com|net|org|edu|gov|mil|int|info|biz|io|ai|app|dev|co|uk|us|ca|au|nz|ie|de|fr|es|it|nl|be|ch|at|se|no|dk|fi|pl|cz|pt|gr|ru|ua|tr|in|jp|cn|kr|sg|hk|br|mx|ar|za|eu|me|tv|xyz|online|site|tech|cloud|email|mail|' +
  // As OCR misreads them: `m` as `n` or `rn`, `o` as `0`, `g` as `q` or `s`, `t` as `l` or `r`, `co.uk` without its dot, `io` as `lo` or `do`.
  'con|corn|cam|c0m|conm|orq|ors|0rg|nel|ner|couk|do|lo|1o|l0';
/** The common top-level domains, for a domain whose last dot OCR dropped (`@examplenet`). */
const GLUED_TLD = 'com|net|org|couk|con|ors|orq|nel';

/** A dot between domain labels as OCR reads it: a dot (spaces around it), a comma, `_`, or a lone space. */
const DOT = String.raw`(?: ?[.,] ?|_| )`;
const LOCAL = String.raw`[A-Za-z0-9][A-Za-z0-9%+]*(?:(?:[._-]| ?\. ?)[A-Za-z0-9%+]+){0,4}`;
const DOMAIN = String.raw`[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:${DOT}[A-Za-z0-9][A-Za-z0-9-]{0,62}){0,3}${DOT}(?:${TLDS})`;
/** A glyph OCR put between an address's local part and its `@` (`bruno306{@mail…`). */
const STRAY = String.raw`[{}()\[\]|]?`;
/** An `@` OCR kept (maybe with a space or a stray glyph beside it). */
const KEPT_AT = new RegExp(String.raw`(?<![A-Za-z0-9._%+-])${LOCAL}${STRAY} ?@ ?${DOMAIN}(?![A-Za-z0-9])`, 'gi');
/**
 * An `@` OCR kept, before a domain whose last dot it dropped (`fatimad80@examplenet`): a label of
 * four or more before a common top-level domain run together (handles and scopes, `@dotnet`,
 * `@angular/core`, are shorter or carry no such ending).
 */
const KEPT_AT_GLUED = new RegExp(String.raw`(?<![A-Za-z0-9._%+-])${LOCAL}${STRAY} ?@ ?(?:[A-Za-z0-9-]{1,62}${DOT})?[A-Za-z0-9-]{4,40}(?:${GLUED_TLD})(?![A-Za-z0-9/])`, 'g');
/**
 * An `@` OCR read as a letter or sign: the local part then holds a separator or digits (a
 * word never does), the domain a real dot before a known top-level domain.
 */
const LOST_AT = new RegExp(
  String.raw`(?<![A-Za-z0-9._%+-])((?:[A-Za-z0-9]+(?:(?:[._-]| ?\. ?)[A-Za-z0-9]+){1,3}|[A-Za-z]*[0-9][A-Za-z0-9]*))[fgG\u00A9\u00AE&Q](${DOMAIN})(?![A-Za-z0-9])`,
  'g',
);

/** E-mail addresses as OCR reads them (see the module comment). */
export function ocrEmailFindings(text: string): Finding[] {
  const out: Finding[] = [];
  const add = (start: number, end: number): void => {
    if (out.some((f) => f.start <= start && end <= f.end)) return;
    out.push({ start, end, category: 'contact', rule: 'screen-email', confidence: 0.75, label: 'EMAIL' });
  };
  for (const m of text.matchAll(KEPT_AT)) add(m.index, m.index + m[0].length);
  for (const m of text.matchAll(KEPT_AT_GLUED)) add(m.index, m.index + m[0].length);
  for (const m of text.matchAll(LOST_AT)) {
    // The local part holds a separator or a digit (the pattern asks for one): a plain word before
    // `f…` (`selfexample.com`) is prose or a host name, not an address.
    if ((m[1] as string).length < 3) continue;
    add(m.index, m.index + m[0].length);
  }
  return out;
}

/**
 * Provider key prefixes as OCR reads them: `_` as a space, a dot, a dash or nothing, `-` as a
 * dash or a tilde, `s` as `5` or `3`, `o` as `0`, `b` as `6` or `h`, `l` as `1`, `I` or `|`,
 * capitals where the prefix has lower case. Stripe's secret, restricted and webhook-signing keys;
 * Slack's bot, user, app-level, configuration and refresh tokens.
 */
const KEY_PREFIX = new RegExp(
  [
    String.raw`gh[pousr][_ ]`,
    String.raw`github[_ ]pat[_ ]`,
    String.raw`[sr53][kK][_ .\-]?(?:live|test|[1I|l!]ive|tive|[1I|l!]lve|iive)[_ .\-]`,
    String.raw`wh[s5]ec[_ .\-]`,
    String.raw`[xX][oO0][xX][abposreABPOSRE6h][-\u2013\u2014~ ]`,
    String.raw`[xX][oO0][xX][eE][.,][xX][oO0][xX][pP][-\u2013\u2014~ ]`,
    String.raw`[xX]app[-\u2013\u2014~ ][0-9lI|][-\u2013\u2014~ ]`,
    String.raw`sk-(?:proj-|ant-)?`,
    String.raw`npm[_ ]`,
    String.raw`glpat-`,
    String.raw`hf_`,
  ]
    .map((p) => `(?<![A-Za-z0-9])${p}`)
    .join('|'),
  'g',
);
/** Characters OCR puts inside a key's body: its own and the glyphs it misreads them as. */
const BODY = /[A-Za-z0-9_\-+/=.{}[\]|\u00A2\u00A7$%#\u2013\u2014\u00C0-\u024F]/;
/** Shortest body (without spaces) after a prefix that counts as a key. */
const MIN_BODY = 14;
/** Longest span a key's pieces may cover on screen. */
const MAX_KEY = 140;

/**
 * Runs of four or more lower-case letters (a capital may lead) fill over half of it, and it holds
 * fewer than two digits: words, not a piece of a key.
 */
function wordy(piece: string): boolean {
  if (/[0-9][^0-9]*[0-9]/.test(piece)) return false;
  let n = 0;
  for (const m of piece.matchAll(/[A-Z]?[a-z]{4,}/g)) n += m[0].length;
  return n > piece.length * 0.5;
}

/** The run of body characters starting at `from`. */
function bodyRun(text: string, from: number): number {
  let k = from;
  while (k < text.length && BODY.test(text[k] as string)) k++;
  return k;
}

/** Lines a wrapped key may run on over. */
const MAX_WRAPS = 2;
/** A run that reads as the rest of a random key: a digit, or a lower-case letter before a capital. */
const KEY_REST = /[0-9]|[a-z][A-Z]/;

/**
 * Where the rest of a key that ends its line at `end` lies, when the next line opens with it: a
 * run of key characters, eight or more, that looks random (a digit or a case step) and is not
 * words. Undefined when anything but spaces follows the key on its line.
 */
function continuation(text: string, end: number): [number, number] | undefined {
  let k = end;
  while (text[k] === ' ' || text[k] === '\t') k++;
  if (text[k] !== '\n') return undefined;
  k++;
  while (text[k] === ' ' || text[k] === '\t') k++;
  const j = bodyRun(text, k);
  const run = text.slice(k, j);
  if (run.length < 8 || !KEY_REST.test(run) || wordy(run)) return undefined;
  return [k, j];
}

/** Keys by their provider prefix, the body read through OCR's glyph errors and splits, and wraps. */
export function prefixedKeyFindings(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(KEY_PREFIX)) {
    if (out.length > 0 && m.index < (out[out.length - 1] as Finding).end) continue;
    const bodyStart = m.index + m[0].length;
    let end = bodyRun(text, bodyStart);
    const pieces = [text.slice(bodyStart, end)];
    let continued = 0;
    // Pieces OCR split off with single spaces, as long as they are not words.
    const splitPieces = (): void => {
      while (text[end] === ' ' && end - m.index < MAX_KEY * (1 + continued)) {
        const j = bodyRun(text, end + 1);
        const piece = text.slice(end + 1, j);
        if (piece.length === 0 || wordy(piece)) break;
        pieces.push(piece);
        end = j;
      }
    };
    splitPieces();
    // A key the screen wrapped: its line ends with it, and the next line opens with the rest.
    while (continued < MAX_WRAPS) {
      const next = continuation(text, end);
      if (next === undefined) break;
      pieces.push(text.slice(next[0], next[1]));
      end = next[1];
      continued++;
      splitPieces();
    }
    // Trailing punctuation that closes the value (`…');`) is not the key's.
    while (end > bodyStart && /[.\-=|,]/.test(text[end - 1] as string)) end--;
    const body = pieces.join('').replace(/[.\-=|,]+$/, '');
    if (body.length < MIN_BODY || wordy(pieces[0] as string) || !/[0-9]|[a-z][A-Z]|[A-Z][a-z]/.test(body)) continue;
    out.push({ start: m.index, end, category: 'credential', rule: 'screen-prefixed-key', confidence: 0.75, label: 'SECRET' });
  }
  return out;
}

/**
 * A Slack incoming-webhook URL's fixed part as OCR reads it: dots lost or read as commas, `o` as
 * `0`, `m` as `n`, `i` as `l` or `1`, spaces beside the slashes.
 */
const SLACK_HOOK = /h[o0]{2}ks ?[.,]? ?slack ?[.,]? ?c[o0](?:m|n|rn) ?\/ ?serv[il1]ces ?\//g;
/** A piece of the webhook's secret path: workspace, channel and token ids and the slashes between. */
const HOOK_PIECE = /^[A-Za-z0-9/|\\_-]{1,40}/;
/** Longest secret path taken after the fixed part (ids, token, and OCR's spaces). */
const MAX_HOOK_PATH = 90;

/**
 * Slack incoming-webhook URLs whose path OCR split with spaces (a column gap, even) or whose fixed
 * part it misread (`hitps://hooksslack.com/services/   TAHKJ271 T/BCSFYSMFS/TATY fIMWG71…`): the
 * fixed part, then the pieces of the path up to three spaces apart, as long as they are not words.
 */
export function slackWebhookFindings(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(SLACK_HOOK)) {
    let end = m.index + m[0].length;
    const pathStart = end;
    let path = '';
    for (;;) {
      let k = end;
      while (k < text.length && text[k] === ' ' && k - end < 3) k++;
      const piece = HOOK_PIECE.exec(text.slice(k, k + 40))?.[0];
      if (piece === undefined || (k > end && path.length > 0 && wordy(piece)) || k + piece.length - pathStart > MAX_HOOK_PATH) break;
      path += piece;
      end = k + piece.length;
    }
    if (path.replace(/[/|\\]/g, '').length < 12) continue;
    out.push({ start: m.index, end, category: 'credential', rule: 'screen-slack-webhook', confidence: 0.8, label: 'SECRET' });
  }
  return out;
}

/** Letters OCR reads in place of digits. */
const AS_DIGIT: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', '|': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', G: '6', b: '6', T: '7' };
const D = String.raw`[0-9ODQolI|SsBZzGbT]`;
/** `+` and a country code, then two to five groups: what a telephone number looks like in any plan. */
const INTL_PHONE = new RegExp(String.raw`(?<![\w+])\+ ?[1-9][0-9]{0,2}(?:[ .\-]?\(?${D}{1,5}\)?){1,5}(?![\w])`, 'g');
/** North American 3-3-4 with at most two digits read as letters. */
const NANP_PHONE = new RegExp(String.raw`(?<![\w+.\-])(?:\(${D}{3}\) ?|${D}{3}[ .\-])${D}{3}[ .\-]${D}{4}(?![\w])`, 'g');

/**
 * A national number after its trunk `0` (`020 7946 0958`, `06 12 34 56 78`, `(030) 1234 5678`) in
 * groups, taken only with a digit OCR read as a letter (`020 7946 O9S8`): as written, the engine's
 * rule checks it against the numbering plans.
 */
const TRUNK_PHONE = new RegExp(String.raw`(?<![\w+.\-/:])(?:\(0${D}{1,4}\) ?|0${D}{1,4}[ .\-])${D}{2,8}(?:[ .\-]${D}{2,8}){0,3}(?![\w])`, 'g');

/** Telephone numbers with digits OCR read as letters, or outside a numbering plan's strict ranges. */
export function ocrPhoneFindings(text: string): Finding[] {
  const out: Finding[] = [];
  for (const re of [INTL_PHONE, NANP_PHONE, TRUNK_PHONE]) {
    for (const m of text.matchAll(re)) {
      const value = m[0];
      let digits = 0;
      let letters = 0;
      for (const ch of value) {
        if (ch >= '0' && ch <= '9') digits++;
        else if (AS_DIGIT[ch] !== undefined) letters++;
      }
      if (digits + letters < 9 || digits + letters > 15 || letters > 2 || digits < 7) continue;
      if (re === TRUNK_PHONE && (letters === 0 || digits + letters > 12)) continue;
      // A last group without a real digit is the next word (`… 0150 Is`), not the number's.
      const end = m.index + value.replace(/[ .\-][^0-9 .\-]+$/, '').length;
      if (out.some((f) => f.start < end && m.index < f.end)) continue;
      out.push({ start: m.index, end, category: 'contact', rule: 'screen-phone', confidence: 0.7, label: 'PHONE' });
    }
  }
  return out;
}

/** PEM armour as OCR reads it: dashes as em- or en-dashes, fewer of them, or none. */
const ARMOUR_BEGIN = /(?:^|\n)[ \t]*(?:[0-9]{1,4} +)?[-\u2013\u2014~_=]{0,7} ?BEGIN ([A-Z0-9 ]{0,24}?)PRIVATE KEY ?[-\u2013\u2014~_=]{0,7}[ \t]*(?=\n|$)/g;
const ARMOUR_END = /^[ \t]*(?:[0-9]{1,4} +)?[-\u2013\u2014~_=]{0,7} ?END ([A-Z0-9 ]{0,24}?)PRIVATE KEY/;
/** A body line: base64, perhaps split by OCR into a few pieces. */
const BODY_LINE = /^[ \t]*(?:[0-9]{1,4} +)?[A-Za-z0-9+/=]{2,}(?: [A-Za-z0-9+/=]{2,}){0,6}[ \t]*$/;

/** The body of a PEM private key whose armour OCR read with other dashes (each body line covered). */
export function pemFindings(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(ARMOUR_BEGIN)) {
    let at = m.index + m[0].length + 1;
    while (at < text.length) {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 ? text.length : nl;
      const line = text.slice(at, lineEnd);
      if (ARMOUR_END.test(line)) break;
      const compact = line.replace(/\s/g, '');
      if (!BODY_LINE.test(line) || compact.length < 16) break;
      const lead = line.length - line.trimStart().length;
      out.push({ start: at + lead, end: at + line.trimEnd().length, category: 'credential', rule: 'screen-pem-body', confidence: 0.8, label: 'PRIVATE_KEY' });
      at = lineEnd + 1;
    }
  }
  return out;
}

/**
 * The display name of a mail header's mailbox (`From: Leila Takahashi <…>`), when OCR broke the
 * address after it so the engine's mailbox rule no longer sees one: two to four capitalised
 * words after the header's label, then the bracket that opens the address (OCR reads `<` as `c`
 * or `(` too) or the end of the line.
 */
const MAILBOX_NAME = /(?<=(?:^|\n)[ \t]*(?:From|To|Cc|Bcc|Reply-To|Sender)[:;!.] ?)(?:[A-Z][a-z\u00DF-\u00FF'\u2019-]+ ){1,3}[A-Z][a-z\u00DF-\u00FF'\u2019-]+(?= ?[<(\[\u2039\u00AB]| c[a-z0-9]|[ \t]*(?:\n|$))/g;

export function mailboxNameFindings(text: string): Finding[] {
  return [...text.matchAll(MAILBOX_NAME)].map((m) => ({ start: m.index, end: m.index + m[0].length, category: 'person_name', rule: 'screen-mailbox-name', confidence: 0.8, label: 'PERSON' }));
}

/**
 * An access key id's type prefix as OCR reads it (`AKIA`, `ASIA`, `ABIA`, `ACCA`): `I` as `T`,
 * `1`, `l`, `|`, `!` or a bracket, `A` as `4`, `S` as `5`.
 */
const KEY_ID_PREFIX = /(?<![A-Za-z0-9])(?:A[KS5][I1lT|!\]\[][A4]|ABI[A4]|ACC[A4])/g;
/**
 * What OCR puts in the key id's sixteen capitals and digits: those, and glyphs it reads them as
 * (brackets, and the `j`, `l` or `i` a bracket between letters is read back as).
 */
const KEY_ID_BODY = /[A-Z0-9|!\]\[{}$\u00A7jli]/;

/**
 * Access key ids whose prefix or body OCR misread (`AKTASWMVATAVPEAMKE]Y`), so the engine's rule
 * no longer matches: the prefix shape, then 15 to 17 capitals, digits or stand-in glyphs with at
 * most one space OCR put among them (OCR reads digits as vowels too: `4` as `A`). Capitalised
 * prose after such a prefix (`ASIA PACIFIC MARKETS`) breaks at its first space, and a run of
 * capitals without a digit or glyph that is half vowels is left.
 */
export function keyIdFindings(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(KEY_ID_PREFIX)) {
    let k = m.index + m[0].length;
    let body = '';
    let spaces = 0;
    while (k < text.length && body.length < 18) {
      const ch = text[k] as string;
      if (KEY_ID_BODY.test(ch)) body += ch;
      else if (ch === ' ' && spaces === 0 && body.length >= 4 && KEY_ID_BODY.test(text[k + 1] ?? '')) spaces++;
      else break;
      k++;
    }
    if (body.length < 15 || body.length > 17 || /[A-Za-z0-9]/.test(text[k] ?? '')) continue;
    const marked = /[0-9|!\]\[{}$\u00A7jli]/.test(body);
    const letters = body.replace(/[^A-Z]/g, '');
    const vowels = letters.replace(/[^AEIOUY]/g, '').length;
    if (!marked && vowels > letters.length * 0.5) continue;
    out.push({ start: m.index, end: k, category: 'credential', rule: 'screen-key-id', confidence: 0.8, label: 'AWS_KEY' });
  }
  return out;
}

/**
 * Letters OCR reads in place of others in a name, same length (`Lella` for `Leila`, `Jarnes` is
 * not tried: a different length would move the offsets).
 */
const NAME_GLYPHS: Readonly<Record<string, string>> = { l: 'i', i: 'l', I: 'l', '1': 'l', c: 'e', e: 'c', o: 'a', a: 'o', n: 'h', h: 'n', u: 'n', f: 't', t: 'f' };

/** A given name as written, or as it reads with one letter OCR misread put back. */
function givenNameRead(token: string): boolean {
  if (isGivenName(token)) return true;
  if (token.length < 4) return false;
  for (let i = 1; i < token.length; i++) {
    const as = NAME_GLYPHS[token[i] as string];
    if (as !== undefined && isGivenName(token.slice(0, i) + as + token.slice(i + 1))) return true;
  }
  return false;
}

/** Two or three capitalised name tokens a single space apart (a particle may sit between). */
const NAME_RUN = /(?<![A-Za-z\u00C0-\u024F0-9_@.'\-])(?=([A-Z\u00C0-\u00DE][a-z\u00DF-\u024F'\u2019]{1,24}(?:-[A-Z][a-z\u00DF-\u024F]{1,24})?(?: (?:van|von|de|da|di|del|der|den|la|le|al|bin|ibn) ?)?(?: [A-Z\u00C0-\u00DE][a-z\u00DF-\u024F'\u2019]{1,24}(?:-[A-Z][a-z\u00DF-\u024F]{1,24})?){1,2}(?![A-Za-z\u00C0-\u024F0-9_@])))/g;

/** Words before a run that say a person is named next, colon or not ("Customer Aroha Sokolov", "Dear …"). */
const PERSON_CUE =
  /(?:^|[^A-Za-z])(?:customer|client|owner|assignee|assigned to|reporter|reviewer|reviewed by|approved by|requested by|created by|submitted by|signed by|author|contact|name|patient|employee|applicant|tenant|guest|member|user|manager|agent|dear|hi|hello|hey|thanks|from|to|cc|with|by|met|called|ask|tell|ping|and)[ \t]*[:,\-\u2013]?[ \t]*$/i;

/**
 * Person names as a screen shows them, beyond what the engine's lists take: two or three
 * capitalised tokens, none an everyday word, that are a known given name with one letter OCR
 * misread (`Lella Takahashi`), that end in a surname's shape after a name-like token (`Aroha
 * Sokolov`), or that follow a word saying a person is named next, colon or not (`Customer Anneliese
 * Obi`). Not before a word that makes the run a place or an organisation.
 */
export function screenNameFindings(text: string): Finding[] {
  const out: Finding[] = [];
  // Every capitalised word starts a candidate (`Customer Aroha Sokolov` is tried from `Aroha` too).
  for (const m of text.matchAll(NAME_RUN)) {
    const start = m.index;
    if (out.length > 0 && start < (out[out.length - 1] as Finding).end) continue;
    let run = m[1] as string;
    // A trailing everyday word is not the name's (`Aroha Sokolov Today`).
    if (run.split(' ').length > 2 && isNotNameWord(run.slice(run.lastIndexOf(' ') + 1))) run = run.slice(0, run.lastIndexOf(' '));
    const parts = nameParts(run);
    if (parts.length < 2 || parts.some((p) => isNotNameWord(p.replace(/['\u2019]s$/, '')))) continue;
    const end = start + run.length;
    if (placeOrOrgContext(text, start, end)) continue;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const cued = PERSON_CUE.test(text.slice(Math.max(lineStart, start - 24), start));
    const first = parts[0] as string;
    const last = parts[parts.length - 1] as string;
    // A surname's shape, not merely letters beyond ASCII (other languages' words have those).
    const surnameShaped = first.length >= 3 && /^[A-Za-z'\u2019-]+$/.test(last) && looksLikeSurname(last);
    if (!(cued || givenNameRead(first) || surnameShaped)) continue;
    out.push({ start, end, category: 'person_name', rule: 'screen-name', confidence: 0.7, label: 'PERSON' });
  }
  return out;
}

/** Every OCR-tolerant finding on `text`. */
export function ocrTolerantFindings(text: string): Finding[] {
  return [...prefixedKeyFindings(text), ...slackWebhookFindings(text), ...keyIdFindings(text), ...ocrEmailFindings(text), ...ocrPhoneFindings(text), ...pemFindings(text), ...mailboxNameFindings(text), ...screenNameFindings(text)];
}
