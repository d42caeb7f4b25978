/**
 * The entity tagger: person names, street addresses, dates of birth and phone numbers in free
 * text, from a small linear-chain model over hashed features (see features.ts), decoded with
 * Viterbi. Text with nothing that could start an entity is skipped fast: a structural line scan
 * (lines.ts) picks the lines worth tokenising, and within them only windows of tokens around
 * candidate tokens (capitalised words that are no common words, listed names, cue words, long
 * digit runs) are scored and decoded (units.ts). Every span carries a calibrated confidence read from the model
 * file's tables. Inference only; the bytes of the model come in as a parameter. Pure: no I/O.
 */
import type { DetectorCategory } from '../vocabulary';
import {
  spanMargin as spanMargin_,
  viterbi as viterbi_,
  backward as backward_,
} from './decode';
import {
  extractFeatures as extractFeatures_,
  FEATURE_COUNT as FEATURE_COUNT_,
} from './features';
import {
  G_CITY as G_CITY_,
  G_COMMON as G_COMMON_,
  G_COUNTRY as G_COUNTRY_,
  G_FREQ as G_FREQ_,
  G_GIVEN as G_GIVEN_,
  G_HONORIFIC as G_HONORIFIC_,
  G_MONTH as G_MONTH_,
  G_ORG as G_ORG_,
  G_PARTICLE as G_PARTICLE_,
  G_PERSON_CUE as G_PERSON_CUE_,
  G_REGION as G_REGION_,
  G_STREET as G_STREET_,
  G_SURNAME as G_SURNAME_,
  G_UNIT as G_UNIT_,
  Gazetteer,
} from './gazetteer';
import {
  ENTITY_KINDS as ENTITY_KINDS_,
  kindOfLabel as kindOfLabel_,
  LABEL_COUNT as LABEL_COUNT_,
  readModelFile as readModelFile_,
  type CalibrationTable,
  type EntityKind,
  type ModelData,
  type ModelHeader,
} from './model-file';
import {
  C_DIGIT as C_DIGIT_,
  C_IDEOGRAPH as C_IDEOGRAPH_,
  C_LETTER as C_LETTER_,
  C_LOWER as C_LOWER_,
  C_UPPER as C_UPPER_,
  classOf as classOf_,
  FNV_SEED as FNV_SEED_,
  hashWord as hashWord_,
  F_ALLCAPS as F_ALLCAPS_,
  F_CAP as F_CAP_,
  F_DIGIT as F_DIGIT_,
  F_LINE_START as F_LINE_START_,
  type Tokens,
} from './tokens';
import {
  forEachSegment as forEachSegment_,
  newReader as newReader_,
  type Reader,
} from './units';

// Imported bindings copied to locals once: compiled to CommonJS (tsx runs the CLI and the
// benches that way) every use of an imported name is a getter call, too slow for per-character loops.
const spanMargin = spanMargin_;
const viterbi = viterbi_;
const backward = backward_;
const extractFeatures = extractFeatures_;
const FEATURE_COUNT = FEATURE_COUNT_;
const G_CITY = G_CITY_;
const G_COMMON = G_COMMON_;
const G_COUNTRY = G_COUNTRY_;
const G_FREQ = G_FREQ_;
const G_GIVEN = G_GIVEN_;
const G_HONORIFIC = G_HONORIFIC_;
const G_MONTH = G_MONTH_;
const G_ORG = G_ORG_;
const G_PARTICLE = G_PARTICLE_;
const G_PERSON_CUE = G_PERSON_CUE_;
const G_REGION = G_REGION_;
const G_STREET = G_STREET_;
const G_SURNAME = G_SURNAME_;
const G_UNIT = G_UNIT_;
const ENTITY_KINDS = ENTITY_KINDS_;
const kindOfLabel = kindOfLabel_;
const LABEL_COUNT = LABEL_COUNT_;
const readModelFile = readModelFile_;
const C_DIGIT = C_DIGIT_;
const C_UPPER = C_UPPER_;
const C_LOWER = C_LOWER_;
const C_LETTER = C_LETTER_;
const C_IDEOGRAPH = C_IDEOGRAPH_;
const classOf = classOf_;
const FNV_SEED = FNV_SEED_;
const hashWord = hashWord_;
const F_ALLCAPS = F_ALLCAPS_;
const F_CAP = F_CAP_;
const F_DIGIT = F_DIGIT_;
const F_LINE_START = F_LINE_START_;
const forEachSegment = forEachSegment_;
const newReader = newReader_;

export interface TaggedEntity {
  /** UTF-16 offsets into the text given to `tag`. */
  start: number;
  end: number;
  kind: EntityKind;
  category: DetectorCategory;
  /** Calibrated: among spans of this kind at this confidence, about this share is right. */
  confidence: number;
  /** The raw span margin the confidence was read from. */
  score: number;
}

export interface EntityTagger {
  tag(text: string): TaggedEntity[];
  readonly header: Readonly<ModelHeader>;
}

export const CATEGORY_OF_KIND: Readonly<Record<EntityKind, DetectorCategory>> = {
  person: 'person_name',
  street_address: 'contact',
  date_of_birth: 'government_id',
  phone: 'contact',
};

const L = LABEL_COUNT;

/** What decoding needs from a model, whether int8 from a file or float while training. */
export interface TaggerModel {
  gazetteer: Gazetteer;
  hashBits: number;
  /** Adds the scores of one token's features (FEATURE_COUNT row ids at `at`) into unary[uAt … uAt+L). */
  score(rows: Int32Array, at: number, unary: Float64Array, uAt: number): void;
  transitions: Float64Array;
  start: Float64Array;
  entityBias: Float64Array;
  /** Calibrated confidence of a span of `kind` with raw margin `score`. */
  calibrate(kind: EntityKind, score: number): number;
  /** Spans below this calibrated confidence are not reported. */
  minConfidence: number;
  /** Per kind, the acting threshold (a span is reported at or above the larger of the two). */
  kindFloor: Float64Array;
}

export interface DecodedSpan {
  /** Text offsets [start, end). */
  start: number;
  end: number;
  kind: number;
  margin: number;
}

/** Scratch arrays for decoding one window (grown on demand). */
interface DecodeScratch {
  rows: Int32Array;
  unary: Float64Array;
  alpha: Float64Array;
  beta: Float64Array;
  back: Int8Array;
  labels: Int8Array;
}

function newDecodeScratch(n: number): DecodeScratch {
  return { rows: new Int32Array(FEATURE_COUNT), unary: new Float64Array(n * L), alpha: new Float64Array(n * L), beta: new Float64Array(n * L), back: new Int8Array(n * L), labels: new Int8Array(n) };
}

/** Reader and decoding buffers of one tagger. */
export interface TaggerScratch {
  reader: Reader;
  decode: DecodeScratch;
}

export function newTaggerScratch(): TaggerScratch {
  return { reader: newReader(), decode: newDecodeScratch(64) };
}

/**
 * Scores and decodes the candidate windows of `text` (units.ts); returns the spans found, as text
 * offsets, with their margins. A person span is extended to a whole multi-part name here, while
 * its segment's tokens are at hand.
 */
export function decodeText(text: string, model: TaggerModel, scratch: TaggerScratch = newTaggerScratch()): DecodedSpan[] {
  const spans: DecodedSpan[] = [];
  const mask = (1 << model.hashBits) - 1;
  forEachSegment(text, model.gazetteer, scratch.reader, ({ tokens, ctx, windows, windowCount }) => {
    for (let w = 0; w < windowCount; w++) {
      const a = windows[2 * w]!;
      const b = windows[2 * w + 1]!;
      const n = b - a;
      if (scratch.decode.labels.length < n) scratch.decode = newDecodeScratch(Math.max(n, scratch.decode.labels.length * 2));
      const { rows, unary, alpha, beta, back, labels } = scratch.decode;
      for (let i = 0; i < n; i++) {
        extractFeatures(tokens, ctx, a + i, mask, rows, 0);
        const u = i * L;
        for (let y = 0; y < L; y++) unary[u + y] = model.entityBias[y]!;
        model.score(rows, 0, unary, u);
      }
      const best = viterbi(n, unary, model.transitions, model.start, labels, alpha, back);
      let any = false;
      for (let i = 0; i < n; i++) if (labels[i] !== 0) any = true;
      if (!any) continue;
      backward(n, unary, model.transitions, beta);
      let i = 0;
      while (i < n) {
        const y = labels[i]!;
        if (y === 0) {
          i++;
          continue;
        }
        const kind = kindOfLabel(y);
        let j = i + 1;
        while (j < n && labels[j] === 2 + 2 * kind) j++;
        const margin = spanMargin(i, j, kind, alpha, beta, best);
        const to = kind === 0 ? extendName(tokens, model, a + i, a + j) : a + j;
        spans.push({ start: tokens.start[a + i]!, end: tokens.end[to - 1]!, kind, margin });
        i = j;
      }
    }
  });
  return spans;
}

/** Tagger spans as text offsets, with their repetitions (see `addRepetitions`). */
export function tagText(text: string, model: TaggerModel, scratch?: TaggerScratch): TaggedEntity[] {
  const out: TaggedEntity[] = [];
  for (const s of decodeText(text, model, scratch)) {
    const kind = ENTITY_KINDS[s.kind]!;
    const confidence = model.calibrate(kind, s.margin);
    if (confidence < model.minConfidence || confidence < model.kindFloor[s.kind]!) continue;
    let start = s.start;
    let end = s.kind === K_ADDRESS ? s.end : lineEnd(text, s.start, s.end);
    if (s.kind === K_PERSON) {
      const trimmed = trimName(text, start, end, model.gazetteer);
      start = trimmed[0];
      end = trimmed[1];
    }
    if (end <= start || !plausibleSpan(text, start, end, s.kind)) continue;
    if (s.kind === K_PERSON && !personSupported(text, start, end, model.gazetteer)) continue;
    out.push({ start, end, kind, category: CATEGORY_OF_KIND[kind], confidence, score: s.margin });
  }
  return addRepetitions(text, out);
}

const K_PERSON = 0;
const K_ADDRESS = 1;
const K_DOB = 2;

const trimmedSpan: [number, number] = [0, 0];

/**
 * A name written with capitals does not begin or end with a lower-case word ("call Marguerite
 * Okafor" after "note:"): such edge words are left out, except particles ("van", "de"). A name
 * all in lower case (chat) is kept as it is. Returns [start, end) in a reused pair.
 */
function trimName(text: string, start: number, end: number, gazetteer: Gazetteer): [number, number] {
  trimmedSpan[0] = start;
  trimmedSpan[1] = end;
  let capital = false;
  for (let i = start; i < end; i++) {
    if (classOf(text.charCodeAt(i)) === C_UPPER && (i === start || text.charCodeAt(i - 1) === 32)) {
      capital = true;
      break;
    }
  }
  if (!capital) return trimmedSpan;
  const lowerEdge = (a: number, b: number): boolean =>
    classOf(text.charCodeAt(a)) === C_LOWER && (gazetteer.lookup(hashWord(text.slice(a, b))) & G_PARTICLE) === 0;
  for (;;) {
    const s0 = trimmedSpan[0];
    const sp = text.indexOf(' ', s0);
    if (sp < 0 || sp >= trimmedSpan[1] || !lowerEdge(s0, sp)) break;
    trimmedSpan[0] = sp + 1;
  }
  for (;;) {
    const e0 = trimmedSpan[1];
    const sp = text.lastIndexOf(' ', e0 - 1);
    if (sp < trimmedSpan[0] || !lowerEdge(sp + 1, e0)) break;
    trimmedSpan[1] = sp;
  }
  return trimmedSpan;
}

/** Where a span of one line ends: at its first line break (a name, a phone, a date never runs on to the next line). */
function lineEnd(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      let e = i;
      while (e > start && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
      return e;
    }
  }
  return end;
}

/**
 * The shape a span of its kind must have, a second opinion on the model: a name holds letters
 * and no digits, no path or markup characters, no column gap (two spaces, a tab); a phone holds
 * six digits or more and few letters (an extension word); a date of birth holds a number of two
 * digits or more, two groups, or a month word. Spans of code, paths and tables fail it.
 */
export function plausibleSpan(text: string, start: number, end: number, kind: number): boolean {
  let letters = 0;
  let digits = 0;
  let groups = 0;
  let longest = 0;
  let run = 0;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      digits++;
      if (run === 0) groups++;
      run++;
      if (run > longest) longest = run;
      continue;
    }
    run = 0;
    const k = classOf(c);
    if (k === C_UPPER || k === C_LOWER || k === C_LETTER || k === C_IDEOGRAPH) letters++;
    else if (kind === K_PERSON) {
      if (c === 9 || (c === 32 && i + 1 < end && text.charCodeAt(i + 1) === 32)) return false;
      if (c === 47 || c === 92 || c === 95 || c === 61 || c === 60 || c === 62 || c === 123 || c === 125 || c === 91 || c === 93 || c === 64 || c === 35 || c === 36 || c === 124 || c === 40 || c === 41 || c === 58 || c === 59 || c === 34) return false;
    }
  }
  if (kind === K_PERSON) return digits === 0 && letters >= 2;
  if (kind === K_ADDRESS) return letters >= 2;
  // A date's parts may come as pieces ("28", "Jan"): only a lone digit or a bare word is refused.
  if (kind === K_DOB) return groups >= 2 || longest >= 2 || (letters >= 3 && letters <= 12);
  return digits >= 6 && letters <= 12;
}

const NAME_LISTED = G_GIVEN | G_SURNAME;
/** Words of ordinary text: everyday and frequent words of the product's languages. */
const ORDINARY = G_COMMON | G_FREQ;
/** Words that name a place, a month or a street as readily as a person. */
const PLACE_LIKE = G_CITY | G_COUNTRY | G_REGION | G_MONTH | G_STREET | G_ORG;
const PERSON_CUES = G_HONORIFIC | G_PERSON_CUE;

/**
 * A second opinion on a person span, from the word lists alone: the model reads capitalised
 * words in headings, APIs and product names as names too readily for a guard that masks what it
 * finds. A span is kept when one of its words is a listed given name or surname, or when a person
 * cue (an honorific, "Dear", "by", "Name", "patient" …) stands among the three words before it on
 * its line; a span of ordinary words (everyday or frequent words of the product's languages,
 * none of them listed as a name) is dropped even after a cue. A span of one word needs more: a
 * listed name, capitalised, that is no ordinary, place or month word, or a listed name after a cue.
 */
export function personSupported(text: string, start: number, end: number, gazetteer: Gazetteer): boolean {
  let words = 0;
  let listed = 0;
  let plainListed = 0;
  let ordinary = 0;
  let p = start;
  while (p < end) {
    while (p < end && !isNameChar(text.charCodeAt(p))) p++;
    if (p >= end) break;
    let q = p;
    while (q < end && isPartChar(text, q)) q++;
    words++;
    let cls = gazetteer.lookup(hashWord(text.slice(p, q)));
    if ((cls & NAME_LISTED) === 0) {
      // "Smith-Jones", "O'Brien": a listed part is enough.
      let a = p;
      for (let k = p; k <= q; k++) {
        const c = k < q ? text.charCodeAt(k) : 32;
        if (c === 45 || c === 39 || c === 32) {
          if (k - a >= 2) cls |= gazetteer.lookup(hashWord(text.slice(a, k))) & NAME_LISTED;
          a = k + 1;
        }
      }
    }
    if ((cls & NAME_LISTED) !== 0) {
      listed++;
      if ((cls & (ORDINARY | PLACE_LIKE)) === 0) plainListed++;
    } else if ((cls & ORDINARY) !== 0) ordinary++;
    p = q;
  }
  if (words === 0 || ordinary === words) return false;
  const cue = personCueBefore(text, start, gazetteer);
  if (words === 1) {
    // A lone word in lower case or in capitals ("ender", "HTTPS") is a name only after a cue.
    const capitalised = classOf(text.charCodeAt(start)) === C_UPPER && start + 1 < end && classOf(text.charCodeAt(start + 1)) === C_LOWER;
    return listed === 1 && (cue || (plainListed === 1 && capitalised));
  }
  return listed > 0 || cue;
}

/** Whether an honorific or a person cue word is among the three words before `start` on its line. */
function personCueBefore(text: string, start: number, gazetteer: Gazetteer): boolean {
  let q = start;
  for (let n = 0; n < 3; n++) {
    while (q > 0 && !isNameChar(text.charCodeAt(q - 1))) {
      const c = text.charCodeAt(q - 1);
      if (c === 10 || c === 13) return false;
      q--;
    }
    if (q === 0) return false;
    let p = q;
    while (p > 0 && isNameChar(text.charCodeAt(p - 1))) p--;
    if ((gazetteer.lookup(hashWord(text.slice(p, q))) & PERSON_CUES) !== 0) return true;
    q = p;
  }
  return false;
}

/** Classes of a capitalised word that ends a name rather than continuing it ("Sarah Lee Street"). */
const NOT_NAME_PART = G_STREET | G_ORG | G_MONTH | G_COUNTRY | G_CITY | G_UNIT;

/**
 * A name is masked whole: a capitalised word right after a person span, on the same line and
 * separated by one space, joins it ("Johnathan Edward" + "Doe"), up to four parts in all,
 * unless it is a street, organisation, month, place or unit word.
 */
function extendName(tokens: Tokens, model: TaggerModel, from: number, to: number): number {
  while (to < tokens.count && to - from < 4) {
    const f = tokens.flags[to]!;
    if ((f & F_CAP) === 0 || (f & (F_ALLCAPS | F_DIGIT | F_LINE_START)) !== 0) break;
    if (tokens.start[to]! !== tokens.end[to - 1]! + 1) break;
    if ((model.gazetteer.lookup(tokens.word[to]!) & NOT_NAME_PART) !== 0) break;
    to++;
  }
  return to;
}

const isNameChar = (c: number): boolean => {
  const k = classOf(c);
  return k >= C_UPPER && k <= C_DIGIT;
};

/**
 * Every other occurrence of a name found once is a name too ("…Doe said. Later Doe called"):
 * each capitalised part of three letters or more, wherever it stands as a word of its own and no
 * span covers it yet; repetitions next to each other (only spaces between) become one span, so a
 * repeated full name is masked whole. A repetition takes the confidence of its source. Searched
 * with indexOf per distinct part, so text without names costs nothing here.
 */
export function addRepetitions(text: string, found: TaggedEntity[]): TaggedEntity[] {
  // Parts by a case-sensitive hash of their characters; a hit is confirmed by comparing them.
  let parts: Map<number, Array<{ part: string; source: TaggedEntity }>> | undefined;
  for (const e of found) {
    if (e.kind !== 'person') continue;
    let p = e.start;
    while (p < e.end) {
      while (p < e.end && !isNameChar(text.charCodeAt(p))) p++;
      let q = p;
      while (q < e.end && isPartChar(text, q)) q++;
      if (q - p >= 3 && classOf(text.charCodeAt(p)) === C_UPPER) {
        const part = text.slice(p, q);
        parts ??= new Map();
        const h = caseHash(text, p, q);
        const list = parts.get(h) ?? [];
        const prev = list.find((x) => x.part === part);
        if (!prev) list.push({ part, source: e });
        else if (prev.source.confidence < e.confidence) prev.source = e;
        parts.set(h, list);
      }
      p = q + 1;
    }
  }
  if (!parts) return found;
  const sorted = [...found].sort((a, b) => a.start - b.start);
  const added: TaggedEntity[] = [];
  if (parts.size <= 24) {
    // Few parts: the engine's own substring search, part by part, is faster than a pass by hand.
    for (const list of parts.values()) {
      for (const { part, source } of list) {
        for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length)) {
          const end = at + part.length;
          if ((at > 0 && (isNameChar(text.charCodeAt(at - 1)) || text.charCodeAt(at - 1) === 45)) || (end < text.length && isPartChar(text, end))) continue;
          if (!sorted.some((e) => e.start < end && at < e.end)) added.push({ ...source, start: at, end });
        }
      }
    }
    return joinRepetitions(text, found, added);
  }
  let f = 0;
  // One pass over the words of the text that start with a capital letter.
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!isNameChar(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isPartChar(text, j)) j++;
    if (j - i >= 3 && classOf(c) === C_UPPER && (i === 0 || text.charCodeAt(i - 1) !== 45)) {
      const list = parts.get(caseHash(text, i, j));
      if (list) {
        for (const { part, source } of list) {
          if (part.length !== j - i || !text.startsWith(part, i)) continue;
          while (f < sorted.length && sorted[f]!.end <= i) f++;
          let isCovered = false;
          for (let k = f; k < sorted.length && sorted[k]!.start < j; k++) if (sorted[k]!.end > i) isCovered = true;
          if (!isCovered) added.push({ ...source, start: i, end: j });
          break;
        }
      }
    }
    i = j;
  }
  return joinRepetitions(text, found, added);
}

/** Repetitions next to each other (only spaces between) become one span. */
function joinRepetitions(text: string, found: TaggedEntity[], added: TaggedEntity[]): TaggedEntity[] {
  if (added.length === 0) return found;
  added.sort((a, b) => a.start - b.start);
  const joined: TaggedEntity[] = [];
  for (const e of added) {
    const prev = joined[joined.length - 1];
    if (prev && prev.end <= e.start && onlySpaces(text, prev.end, e.start)) prev.end = e.end;
    else joined.push(e);
  }
  return [...found, ...joined].sort((a, b) => a.start - b.start || b.end - a.end);
}

/** A character inside a name part: letters, digits, and an apostrophe or hyphen between them. */
function isPartChar(text: string, q: number): boolean {
  const c = text.charCodeAt(q);
  if (isNameChar(c)) return true;
  return (c === 45 || c === 39) && q + 1 < text.length && isNameChar(text.charCodeAt(q + 1)) && q > 0 && isNameChar(text.charCodeAt(q - 1));
}

function caseHash(text: string, from: number, to: number): number {
  let h = FNV_SEED;
  for (let k = from; k < to; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return h;
}

function onlySpaces(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  for (let k = from; k < to; k++) if (text.charCodeAt(k) !== 32) return false;
  return true;
}

const F14 = 2 ** 14;
const F28 = 2 ** 28;

/** Piecewise-constant lookup in an isotonic table. */
export function calibrateWith(table: CalibrationTable | undefined, score: number): number {
  if (!table || table.x.length === 0) return 0.5;
  for (let i = 0; i < table.x.length; i++) if (score <= table.x[i]!) return table.y[i]!;
  return table.y[table.y.length - 1]!;
}

/**
 * Reads a tagger model file (public/models/tagger.bin) and returns a tagger.
 * @throws ModelFileError when the bytes are not a model this code can decode.
 */
export function loadTagger(bytes: Uint8Array): EntityTagger {
  const data = readModelFile(bytes);
  const model = modelFromData(data);
  const scratch = newTaggerScratch();
  return { header: data.header, tag: (text) => tagText(text, model, scratch) };
}

/**
 * The decoding model of a read model file (training uses it to tune the bias and calibrate).
 * The int8 weights (rows × 9 labels) packed three labels to a double: each weight + 128 in a
 * field of 14 bits. A token's FEATURE_COUNT rows then sum in three additions per row instead of
 * nine, exactly (every field's sum stays below 2^14, the whole below 2^53).
 */
export function modelFromData({ header, weights, gazetteerKeys, gazetteerClasses }: ModelData): TaggerModel {
  if (L !== 9) throw new Error('the int8 scorer is unrolled for nine labels');
  if (FEATURE_COUNT * 255 >= F14) throw new Error('too many features for 14-bit fields');
  const scale = header.scale;
  // Rows are packed the first time a feature of theirs is read, not at load: a text reaches a
  // few thousand of the 2^17 rows, and packing them all took most of a start-up's load time.
  const packed = new Float64Array((weights.length / 9) * 3);
  const ready = new Uint8Array(weights.length / 9);
  const packRow = (r: number): void => {
    const w = 9 * r;
    packed[3 * r] = weights[w]! + 128 + (weights[w + 1]! + 128) * F14 + (weights[w + 2]! + 128) * F28;
    packed[3 * r + 1] = weights[w + 3]! + 128 + (weights[w + 4]! + 128) * F14 + (weights[w + 5]! + 128) * F28;
    packed[3 * r + 2] = weights[w + 6]! + 128 + (weights[w + 7]! + 128) * F14 + (weights[w + 8]! + 128) * F28;
    ready[r] = 1;
  };
  return {
    gazetteer: new Gazetteer(gazetteerKeys, gazetteerClasses),
    hashBits: header.features.hashBits,
    score(rows, at, unary, uAt) {
      // Three sums of packed rows (three labels each), split once per token.
      let p0 = 0, p1 = 0, p2 = 0;
      for (let k = 0; k < FEATURE_COUNT; k++) {
        const row = rows[at + k]!;
        if (ready[row] === 0) packRow(row);
        const r = row * 3;
        p0 += packed[r]!;
        p1 += packed[r + 1]!;
        p2 += packed[r + 2]!;
      }
      const bias = FEATURE_COUNT * 128;
      let c = Math.floor(p0 / F28);
      let rest = p0 - c * F28;
      let b = Math.floor(rest / F14);
      unary[uAt]! += (rest - b * F14 - bias) * scale;
      unary[uAt + 1]! += (b - bias) * scale;
      unary[uAt + 2]! += (c - bias) * scale;
      c = Math.floor(p1 / F28);
      rest = p1 - c * F28;
      b = Math.floor(rest / F14);
      unary[uAt + 3]! += (rest - b * F14 - bias) * scale;
      unary[uAt + 4]! += (b - bias) * scale;
      unary[uAt + 5]! += (c - bias) * scale;
      c = Math.floor(p2 / F28);
      rest = p2 - c * F28;
      b = Math.floor(rest / F14);
      unary[uAt + 6]! += (rest - b * F14 - bias) * scale;
      unary[uAt + 7]! += (b - bias) * scale;
      unary[uAt + 8]! += (c - bias) * scale;
    },
    transitions: Float64Array.from(header.transitions),
    start: Float64Array.from(header.start),
    entityBias: Float64Array.from(header.entityBias),
    calibrate: (kind, score) => calibrateWith(header.calibration[kind], score),
    minConfidence: header.minConfidence,
    kindFloor: Float64Array.from(header.kindFloor),
  };
}
