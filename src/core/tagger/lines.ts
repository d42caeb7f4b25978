/**
 * The tagger's structural prefilter: one pass over the characters of a text that sorts each line
 * into a kind (prose, comment, "Label: value", identifier field, table row, log line, code) and
 * says whether the line holds anything from which an entity could start (a capitalised word that
 * is no common word, a listed name, a cue word, a run of digits as long as a phone number). Only
 * segments of candidate lines and their neighbours are tokenised and scored; every other line
 * costs this scan alone. The word hashes here are the tokenizer's (tokens.ts), so a word is a
 * candidate here exactly when it would be one after tokenising. Pure: no I/O, no allocation per
 * line or word (the plan's arrays are reused and grown).
 */
import {
  G_PHONE_CUE as G_PHONE_CUE_,
  G_ADDRESS_CUE as G_ADDRESS_CUE_,
  G_COMMON as G_COMMON_,
  G_DOB_CUE as G_DOB_CUE_,
  G_FREQ as G_FREQ_,
  G_GIVEN as G_GIVEN_,
  G_HONORIFIC as G_HONORIFIC_,
  G_STREET as G_STREET_,
  G_SURNAME as G_SURNAME_,
  type Gazetteer,
} from './gazetteer';
import {
  C_DIGIT as C_DIGIT_,
  C_IDEOGRAPH as C_IDEOGRAPH_,
  C_LETTER as C_LETTER_,
  C_LOWER as C_LOWER_,
  C_NEWLINE as C_NEWLINE_,
  C_SPACE as C_SPACE_,
  C_SYMBOL as C_SYMBOL_,
  C_UPPER as C_UPPER_,
  classOf as classOf_,
  FNV_SEED as FNV_SEED_,
  lowerOf as lowerOf_,
  mix as mix_,
} from './tokens';

// Imported bindings copied to locals once: compiled to CommonJS (tsx runs the CLI and the
// benches that way) every use of an imported name is a getter call, too slow for per-character loops.
const G_ADDRESS_CUE = G_ADDRESS_CUE_;
const G_PHONE_CUE = G_PHONE_CUE_;
const G_COMMON = G_COMMON_;
const G_DOB_CUE = G_DOB_CUE_;
const G_FREQ = G_FREQ_;
const G_GIVEN = G_GIVEN_;
const G_HONORIFIC = G_HONORIFIC_;
const G_STREET = G_STREET_;
const G_SURNAME = G_SURNAME_;
const C_DIGIT = C_DIGIT_;
const C_IDEOGRAPH = C_IDEOGRAPH_;
const C_LETTER = C_LETTER_;
const C_LOWER = C_LOWER_;
const C_NEWLINE = C_NEWLINE_;
const C_SPACE = C_SPACE_;
const C_SYMBOL = C_SYMBOL_;
const C_UPPER = C_UPPER_;
const classOf = classOf_;
const FNV_SEED = FNV_SEED_;
const lowerOf = lowerOf_;
const mix = mix_;

/** Line kinds; the kind of a token's line is a feature, so the order is part of the model file. */
export const K_PROSE = 0;
/** A comment or heading: prose inside code or markup (`// …`, `# …`, ` * …`, `-- …`). */
export const K_COMMENT = 1;
/** "Label: value" with a natural-language label (forms, e-mail headers, notes). */
export const K_LABEL = 2;
/** An identifier key and a value (.env, YAML, INI, JSON members, HTTP headers, `key=value`). */
export const K_FIELD = 3;
/** A row of a CSV, TSV or Markdown table. */
export const K_TABLE = 4;
/** A log line: a leading timestamp or a level word. */
export const K_LOG = 5;
/** Source code, markup, paths and other symbol-dense text. */
export const K_CODE = 6;
export const LINE_KIND_COUNT = 7;
export const LINE_KIND_NAMES = ['prose', 'comment', 'label', 'field', 'table', 'log', 'code'] as const;

/** Digits in a run of digit groups from which it may be a phone number (or a date). */
export const PHONE_DIGITS = 6;
/** Digits of a run written as one group ("0151234567") from which it may be a phone number. */
export const PHONE_DIGITS_ONE_GROUP = 8;

/**
 * Whether a digit run may be a phone number: long enough, and in a log, field or code line only
 * when it opens with "+" or "(" or the line names a phone ("tel", "mobile" …); ids, counters,
 * ports and durations fill such lines, and labelled phone fields are the field reader's job.
 */
export function isPhoneRun(digits: number, groups: number, opensPlus: boolean, kind: number, phoneCue: boolean): boolean {
  if (digits < (groups <= 1 ? PHONE_DIGITS_ONE_GROUP : PHONE_DIGITS)) return false;
  if (kind === K_LOG || kind === K_FIELD || kind === K_CODE) return opensPlus || phoneCue;
  return true;
}

/** Lines of one text as parallel arrays, reused between calls. */
export interface LinePlan {
  count: number;
  start: Int32Array;
  /** End of the line's content (before its line break). */
  end: Int32Array;
  kind: Uint8Array;
  /** 1 when the line holds a candidate token. */
  candidate: Uint8Array;
  /** 1 when the line holds a phone cue word. */
  phoneCue: Uint8Array;
}

export function newLinePlan(capacity = 256): LinePlan {
  return { count: 0, start: new Int32Array(capacity), end: new Int32Array(capacity), kind: new Uint8Array(capacity), candidate: new Uint8Array(capacity), phoneCue: new Uint8Array(capacity) };
}

function growPlan(p: LinePlan): void {
  const n = p.start.length * 2;
  const start = new Int32Array(n);
  const end = new Int32Array(n);
  const kind = new Uint8Array(n);
  const candidate = new Uint8Array(n);
  const phoneCue = new Uint8Array(n);
  phoneCue.set(p.phoneCue);
  start.set(p.start);
  end.set(p.end);
  kind.set(p.kind);
  candidate.set(p.candidate);
  p.start = start;
  p.end = end;
  p.kind = kind;
  p.candidate = candidate;
  p.phoneCue = phoneCue;
}

const MAX_TOKEN = 64;
const LOWER_ASCII = new Uint16Array(128);
for (let c = 0; c < 128; c++) LOWER_ASCII[c] = lowerOf(c);
const isWordClass = (k: number): boolean => k >= C_UPPER && k <= C_DIGIT;
const isRunSymbol = (c: number): boolean => c === 43 || c === 45 || c === 46 || c === 40 || c === 41 || c === 47;

/** What `isCandidateWord` needs of a word token. */
export interface WordFacts {
  gaz: number;
  cap: boolean;
  allCaps: boolean;
  innerCap: boolean;
  /** The inner capital is a name's ("McDonald"), not an identifier's ("BaseNode"). */
  nameCamel: boolean;
  allDigit: boolean;
  /** Letters + digits (+ joiners) in the token. */
  length: number;
}

/**
 * Whether a word token may start an entity (the same test decides windows after tokenising):
 * capitalised words that are neither common nor frequent words, listed names in any case, street
 * words after a number, birth-date and honorific cues. Digit runs are decided by length
 * elsewhere. Words in capitals (INFO, GET) and camelCase identifiers ("BaseNode", "rawText") are
 * candidates only when listed as names; "McDonald" and "DeShawn" are.
 */
export function isCandidateWord(f: WordFacts, digitBefore: boolean): boolean {
  const g = f.gaz;
  // Address cues ("live", "billing", "ship") fill ordinary text; the address's own words open it.
  if ((g & (G_DOB_CUE | G_HONORIFIC)) !== 0) return true;
  if (f.allDigit) return false;
  const listed = (g & (G_GIVEN | G_SURNAME)) !== 0 && (g & G_COMMON) === 0;
  if (f.cap) {
    if (f.allCaps || (g & (G_COMMON | G_FREQ)) !== 0) return listed;
    return !f.innerCap || (f.nameCamel && f.length <= 12) || listed;
  }
  if ((g & (G_COMMON | G_FREQ)) !== 0 || f.length < 3) return false;
  if (listed) return true;
  return (g & G_STREET) !== 0 && digitBefore;
}

const LEVELS = new Set(['INFO', 'WARN', 'WARNING', 'ERROR', 'ERR', 'DEBUG', 'TRACE', 'FATAL', 'CRITICAL', 'NOTICE', 'VERBOSE'].map((w) => levelKey(w)));

function levelKey(w: string): number {
  let h = 0;
  for (let i = 0; i < w.length; i++) h = (h * 31 + w.charCodeAt(i)) | 0;
  return h;
}

const CODE_STARTS = [
  'import ', 'export ', 'const ', 'let ', 'var ', 'function', 'return', 'def ', 'class ', 'if (', 'if(', 'for (', 'for(', 'while',
  'public ', 'private ', 'protected ', 'package ', 'use ', 'fn ', 'func ', '#include', '#define', 'require(', 'module.', 'async ',
  'await ', 'try {', '} ', '@', '$ ', '<', 'SELECT ', 'INSERT ', 'UPDATE ', 'DELETE ', 'CREATE ', 'ALTER ', 'curl ', 'npm ', 'git ',
  'sudo ', 'echo ', 'cd ', 'static ', 'interface ', 'type ', 'enum ', 'struct ', 'switch', 'case ', 'else', 'elif ', 'throw ', 'new ',
];

/** CODE_STARTS by their first character, so a line is compared only with the prefixes it could have. */
const CODE_STARTS_BY_CHAR = new Map<number, string[]>();
for (const s of CODE_STARTS) CODE_STARTS_BY_CHAR.set(s.charCodeAt(0), [...(CODE_STARTS_BY_CHAR.get(s.charCodeAt(0)) ?? []), s]);

function startsWithAt(text: string, at: number, s: string): boolean {
  if (at + s.length > text.length) return false;
  for (let i = 0; i < s.length; i++) if (text.charCodeAt(at + i) !== s.charCodeAt(i)) return false;
  return true;
}

/**
 * The kind of the line `text[s, e)` (line break excluded), from its first characters and its
 * symbol counts. Cheap: a handful of comparisons and one pass already made by the caller.
 */
function lineKind(text: string, s: number, e: number, stats: LineStats): number {
  let p = s;
  while (p < e && (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9)) p++;
  if (p >= e) return K_PROSE;
  const c0 = text.charCodeAt(p);
  const c1 = p + 1 < e ? text.charCodeAt(p + 1) : 0;
  // Comments and headings: prose inside code and markup.
  if (c0 === 35 && c1 !== 105 && c1 !== 100) return K_COMMENT; // '#' but not #include / #define
  if (c0 === 47 && (c1 === 47 || c1 === 42)) return K_COMMENT;
  if (c0 === 42 && (c1 === 32 || c1 === 0)) return K_COMMENT;
  if (c0 === 45 && c1 === 45 && p + 2 < e && text.charCodeAt(p + 2) === 32) return K_COMMENT;
  if (c0 === 62 && (c1 === 32 || c1 === 62)) return K_PROSE; // quoted reply "> …"
  // Log lines: a timestamp at the start, or a level word among the first characters.
  if (stats.levelWord || timestampAt(text, p, e)) return K_LOG;
  // Tables: pipes, tabs or tight commas.
  if (stats.pipes >= 2 && (c0 === 124 || stats.pipes >= 3)) return K_TABLE;
  if (stats.tabs >= 2) return K_TABLE;
  // Columns aligned with runs of spaces (command output: kubectl, ps, ls -l, docker).
  if (stats.gaps >= 2) return K_TABLE;
  if (stats.commas >= 3 && stats.commaSpace * 2 < stats.commas) return K_TABLE;
  // Statements first: "const total = …" is code, not a "key = value" field.
  const starts = CODE_STARTS_BY_CHAR.get(c0);
  if (starts) for (const s of starts) if (startsWithAt(text, p, s)) return K_CODE;
  // "key: value" / "key = value": an identifier key, or a natural-language label.
  let q = p;
  if (c0 === 34 || c0 === 39) q++;
  const keyStart = q;
  let spaces = 0;
  let ident = c0 === 34 || c0 === 39;
  let upperFirst = false;
  let letters = 0;
  while (q < e && q - keyStart < 48) {
    const c = text.charCodeAt(q);
    const k = classOf(c);
    if (isWordClass(k)) {
      if (q === keyStart && k === C_UPPER) upperFirst = true;
      if (k !== C_DIGIT) letters++;
      else if (q > keyStart) ident = true;
      q++;
    } else if (c === 95 || c === 46 || c === 36) {
      ident = true;
      q++;
    } else if (c === 45 || c === 47 || c === 40 || c === 41 || c === 39 || c === 0x2019) q++;
    else if (c === 32) {
      spaces++;
      if (spaces > 5) break;
      q++;
    } else break;
  }
  if (q > keyStart && letters > 0) {
    let r = q;
    if (r < e && (text.charCodeAt(r) === 34 || text.charCodeAt(r) === 39)) r++;
    while (r < e && text.charCodeAt(r) === 32) r++;
    const sep = r < e ? text.charCodeAt(r) : 0;
    const next = r + 1 < e ? text.charCodeAt(r + 1) : 32;
    const isSep = sep === 58 ? next === 32 || next === 9 || next === 34 || next === 61 || r + 1 >= e : sep === 61 ? next !== 61 && next !== 62 : sep === 63 || sep === 43 ? next === 61 : false;
    if (isSep) {
      // camelCase or snake_case keys are identifiers; "Date of birth:" and "Name:" are labels.
      if (!ident && (spaces > 0 || upperFirst) && sep === 58) return K_LABEL;
      return K_FIELD;
    }
  }
  if (c0 === 60 && stats.angle >= 2) return K_CODE; // markup
  const last = stats.lastChar;
  if (last === 59 || last === 123 || last === 125 || last === 40 || last === 91 || last === 44 && stats.symbols * 4 > stats.nonSpace) return K_CODE;
  if (stats.nonSpace > 0 && stats.symbols * 100 >= stats.nonSpace * 18 && stats.nonSpace >= 6) return K_CODE;
  if (stats.arrows > 0 || stats.parenPairs > 1) return K_CODE;
  return K_PROSE;
}

const digitAt = (text: string, i: number, e: number): boolean => i < e && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57;

/** A log line's leading timestamp: 2024-05-01…, 2024/05/01, [12:04:55], 01/05/2024 10:…, "Jan 12 10:00:01". */
function timestampAt(text: string, p: number, e: number): boolean {
  if (p < e && text.charCodeAt(p) === 91) p++;
  // A level letter glued to the date, as Go's and Kubernetes' logs write it: "I0512 10:22:33.123456".
  if (p + 5 < e && classOf(text.charCodeAt(p)) === C_UPPER && digitAt(text, p + 1, e) && digitAt(text, p + 4, e) && text.charCodeAt(p + 5) === 32) {
    return digitAt(text, p + 6, e) && digitAt(text, p + 7, e) && text.charCodeAt(p + 8) === 58;
  }
  let d = 0;
  while (digitAt(text, p + d, e)) d++;
  const sep = p + d < e ? text.charCodeAt(p + d) : 0;
  if (d === 4 && (sep === 45 || sep === 47 || sep === 46) && digitAt(text, p + 5, e)) return true;
  if ((d === 1 || d === 2) && sep === 58 && digitAt(text, p + d + 1, e) && digitAt(text, p + d + 2, e)) return true;
  if ((d === 1 || d === 2) && (sep === 47 || sep === 45 || sep === 46)) {
    // A date first: a log line only when a time follows within the next characters.
    for (let i = p + d; i < Math.min(e, p + 24); i++) if (text.charCodeAt(i) === 58 && digitAt(text, i - 1, e) && digitAt(text, i + 1, e)) return true;
    return false;
  }
  if (d === 0 && p + 3 < e && classOf(text.charCodeAt(p)) === C_UPPER && text.charCodeAt(p + 3) === 32) {
    // Syslog: "Jan 12 10:00:01".
    let q = p + 4;
    if (q < e && text.charCodeAt(q) === 32) q++;
    let dd = 0;
    while (digitAt(text, q + dd, e)) dd++;
    return dd >= 1 && dd <= 2 && text.charCodeAt(q + dd) === 32 && digitAt(text, q + dd + 1, e) && digitAt(text, q + dd + 2, e) && text.charCodeAt(q + dd + 3) === 58;
  }
  return false;
}

interface LineStats {
  /** Runs of two or more spaces between non-space characters. */
  gaps: number;
  nonSpace: number;
  symbols: number;
  pipes: number;
  tabs: number;
  commas: number;
  commaSpace: number;
  angle: number;
  arrows: number;
  parenPairs: number;
  lastChar: number;
  levelWord: boolean;
}

const stats: LineStats = {
  gaps: 0,
  nonSpace: 0, symbols: 0, pipes: 0, tabs: 0, commas: 0, commaSpace: 0, angle: 0, arrows: 0, parenPairs: 0, lastChar: 0,
  levelWord: false,
};

/**
 * Fills `plan` with the lines of `text`, their kinds and whether each holds a candidate token.
 * `gazetteer` classifies words exactly as after tokenising.
 */
export function scanLines(text: string, gazetteer: Gazetteer, plan: LinePlan): void {
  const n = text.length;
  let line = 0;
  let i = 0;
  const facts: WordFacts = { gaz: 0, cap: false, allCaps: false, innerCap: false, nameCamel: false, allDigit: false, length: 0 };
  while (i <= n) {
    if (line === plan.start.length) growPlan(plan);
    const ls = i;
    // Per-line state.
    stats.gaps = 0;
    let spaces = 0;
    stats.nonSpace = stats.symbols = stats.pipes = stats.tabs = stats.commas = stats.commaSpace = stats.angle = stats.arrows = stats.parenPairs = 0;
    stats.lastChar = 0;
    stats.levelWord = false;
    let run = 0; // digits in the current run of digit groups
    let groups = 0;
    let opensPlus = false;
    let timeRun = false;
    let phoneRun = false; // a run long enough, kind not yet known
    let plusPhoneRun = false; // …that opens with + or (
    let phoneCue = false;
    let wordCandidate = false;
    let sinceDigit = 99; // tokens since the last token holding a digit
    let openParen = false;
    while (i < n) {
      const c = text.charCodeAt(i);
      const k = classOf(c);
      if (k === C_NEWLINE) break;
      if (k === C_SPACE) {
        if (c === 9) stats.tabs++;
        else spaces++;
        i++;
        continue;
      }
      if (spaces >= 2 && stats.nonSpace > 0) stats.gaps++;
      spaces = 0;
      stats.nonSpace++;
      stats.lastChar = c;
      if (k === C_SYMBOL || k === C_IDEOGRAPH) {
        if (k === C_SYMBOL) {
          stats.symbols++;
          if (c === 124) stats.pipes++;
          else if (c === 44) {
            stats.commas++;
            if (i + 1 < n && text.charCodeAt(i + 1) === 32) stats.commaSpace++;
          } else if (c === 60 || c === 62) {
            stats.angle++;
            if (c === 62 && i > 0 && (text.charCodeAt(i - 1) === 61 || text.charCodeAt(i - 1) === 45)) stats.arrows++;
          } else if (c === 40) openParen = true;
          else if (c === 41 && openParen) {
            openParen = false;
            if (i > 0 && text.charCodeAt(i - 1) === 40) stats.parenPairs++;
          }
          if (!isRunSymbol(c) && !(c === 43 && i + 1 < n && classOf(text.charCodeAt(i + 1)) === C_DIGIT)) {
            run = 0;
            groups = 0;
            opensPlus = false;
            timeRun = false;
          } else if (run === 0 && (c === 43 || c === 40)) opensPlus = true;
        } else run = 0;
        sinceDigit++;
        i++;
        continue;
      }
      // A word token, read as the tokenizer reads it.
      let h = FNV_SEED;
      let len = 0;
      let letters = 0;
      let uppers = 0;
      let digits = 0;
      let innerCap = false;
      let innerAt = -1;
      let prevK = 0;
      let j = i;
      const limit = Math.min(n, i + MAX_TOKEN);
      let levelHash = 0;
      const nearStart = i - ls < 40;
      while (j < limit) {
        const cj = text.charCodeAt(j);
        let kj = classOf(cj);
        if (!isWordClass(kj)) {
          if ((cj === 39 || cj === 0x2019 || cj === 45) && j > i && j + 1 < n) {
            const nk = classOf(text.charCodeAt(j + 1));
            if (isWordClass(nk) && isWordClass(prevK)) kj = C_SYMBOL;
            else break;
          } else break;
        }
        if (!wordCandidate) {
          const lc = kj === C_SYMBOL ? (cj === 0x2019 ? 39 : cj) : cj < 128 ? LOWER_ASCII[cj]! : lowerOf(cj);
          h = Math.imul(h ^ lc, 0x01000193);
        }
        if (nearStart) levelHash = (levelHash * 31 + cj) | 0;
        len++;
        if (kj === C_UPPER) {
          uppers++;
          letters++;
          if (prevK === C_LOWER) {
            innerAt = innerCap ? -1 : len - 1;
            innerCap = true;
          }
        } else if (kj === C_LOWER || kj === C_LETTER) letters++;
        else if (kj === C_DIGIT) digits++;
        prevK = kj;
        j++;
      }
      // Characters, not tokens: the symbol ratio below compares characters.
      stats.nonSpace += j - i - 1;
      const first = classOf(c);
      if (nearStart && uppers >= 3 && uppers === letters && digits === 0 && LEVELS.has(levelHash)) stats.levelWord = true;
      if (!wordCandidate) {
        if (digits > 0 && letters === 0) {
          // Digits glued after "12:" are a time's (seconds, fractions), not a phone's.
          if (i >= 2 && text.charCodeAt(i - 1) === 58 && classOf(text.charCodeAt(i - 2)) === C_DIGIT) timeRun = true;
          if (!timeRun) {
            run += digits;
            groups++;
          }
          if (run >= (groups <= 1 ? PHONE_DIGITS_ONE_GROUP : PHONE_DIGITS)) {
            phoneRun = true;
            if (opensPlus) plusPhoneRun = true;
          }
        } else {
          run = 0;
          groups = 0;
          opensPlus = false;
          timeRun = false;
          facts.gaz = gazetteer.lookup(mix(h));
          if ((facts.gaz & G_PHONE_CUE) !== 0) phoneCue = true;
          facts.cap = first === C_UPPER;
          facts.allCaps = uppers >= 2 && uppers === letters;
          facts.innerCap = innerCap;
          facts.nameCamel = innerCap && (innerAt === 2 || innerAt === 3);
          facts.allDigit = false;
          facts.length = len;
          if (isCandidateWord(facts, sinceDigit <= 4)) wordCandidate = true;
        }
      }
      sinceDigit = digits > 0 ? 1 : sinceDigit + 1;
      i = j;
    }
    const le = i;
    plan.start[line] = ls;
    plan.end[line] = le;
    const kind = le > ls ? lineKind(text, ls, le, stats) : K_PROSE;
    plan.kind[line] = kind;
    const structured = kind === K_LOG || kind === K_FIELD || kind === K_CODE;
    const candidate = wordCandidate || (phoneRun && (!structured || plusPhoneRun || phoneCue));
    plan.candidate[line] = candidate ? 1 : 0;
    plan.phoneCue[line] = phoneCue ? 1 : 0;
    line++;
    // Step over the line break (CR LF counts once).
    if (i < n && text.charCodeAt(i) === 13 && i + 1 < n && text.charCodeAt(i + 1) === 10) i += 2;
    else i++;
  }
  plan.count = line;
}

/**
 * Character ranges to tokenise: each run of candidate lines with the non-blank line before and
 * after it (a label above a name, the postcode line under a street), merged where they touch.
 * Writes [from, to) pairs into `out` (grown as needed) and returns how many.
 */
export function segmentsOf(text: string, plan: LinePlan, out: { ranges: Int32Array }): number {
  let count = 0;
  let openFrom = -1;
  let openTo = -1;
  const blank = (l: number): boolean => plan.end[l]! <= plan.start[l]! || isBlank(text, plan.start[l]!, plan.end[l]!);
  for (let l = 0; l < plan.count; l++) {
    if (plan.candidate[l] !== 1) continue;
    const a = l > 0 && !blank(l - 1) ? l - 1 : l;
    const b = l + 1 < plan.count && !blank(l + 1) ? l + 1 : l;
    const from = plan.start[a]!;
    const to = plan.end[b]!;
    if (openFrom >= 0 && from <= openTo + 2) {
      if (to > openTo) openTo = to;
      continue;
    }
    if (openFrom >= 0) count = push(out, count, openFrom, openTo);
    openFrom = from;
    openTo = to;
  }
  if (openFrom >= 0) count = push(out, count, openFrom, openTo);
  return count;
}

function push(out: { ranges: Int32Array }, count: number, from: number, to: number): number {
  if (2 * count + 2 > out.ranges.length) {
    const bigger = new Int32Array(out.ranges.length * 2 + 16);
    bigger.set(out.ranges);
    out.ranges = bigger;
  }
  out.ranges[2 * count] = from;
  out.ranges[2 * count + 1] = to;
  return count + 1;
}

function isBlank(text: string, s: number, e: number): boolean {
  for (let i = s; i < e; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
