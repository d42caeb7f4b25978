/**
 * The entity tagger: person names, street addresses, dates of birth and phone numbers in free
 * text, from a small linear-chain model over hashed features (see features.ts), decoded with
 * Viterbi. Text with nothing that could start an entity is skipped fast: only windows of tokens
 * around candidate tokens (capitalised non-common words, listed names, cue words, long digit
 * runs) are scored and decoded. Every span carries a calibrated confidence read from the model
 * file's tables. Inference only; the bytes of the model come in as a parameter. Pure: no I/O.
 */
import type { DetectorCategory } from '../vocabulary';
import { spanMargin, viterbi, backward } from './decode';
import { extractFeatures, featureContext, FEATURE_COUNT, type FeatureContext } from './features';
import { G_ADDRESS_CUE, G_CITY, G_COMMON, G_COUNTRY, G_DOB_CUE, G_GIVEN, G_HONORIFIC, G_MONTH, G_ORG, G_STREET, G_SURNAME, G_UNIT, Gazetteer } from './gazetteer';
import {
  ENTITY_KINDS,
  kindOfLabel,
  LABEL_COUNT,
  readModelFile,
  type CalibrationTable,
  type EntityKind,
  type ModelData,
  type ModelHeader,
} from './model-file';
import { F_ALLCAPS, F_ALLDIGIT, F_CAP, F_DIGIT, F_INNER_CAP, F_LINE_START, F_SYMBOL, tokenize, type Tokens } from './tokens';

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
}

/** How far around a candidate token the tagger reads. */
const WINDOW = 4;

/** Digits in a run of digit groups from which it may be a phone number. */
const PHONE_DIGITS = 6;

/**
 * Tokens from which an entity may start: capitalised words that are not common words, listed
 * names in any case, street words after a number, and runs of digits as long as a phone number.
 * Of the cue words only birth-date, address and honorific cues are: "from" and "with" are everywhere.
 */
function isCandidate(t: Tokens, ctx: FeatureContext, i: number): boolean {
  const f = t.flags[i]!;
  if ((f & F_SYMBOL) !== 0) return false;
  const g = ctx.gaz[i]!;
  // Birth-date, address and honorific cues are rare enough to open a window themselves.
  if ((g & (G_DOB_CUE | G_ADDRESS_CUE | G_HONORIFIC)) !== 0) return true;
  if ((f & F_CAP) !== 0) {
    // Words in capitals (INFO, GET, HTTP) and common words (The, Promise) are candidates only
    // when listed as names; camelCase identifiers only when short ("McDonald", "DeShawn").
    if ((f & F_ALLCAPS) !== 0 || (g & G_COMMON) !== 0) return (g & (G_GIVEN | G_SURNAME)) !== 0 && (g & G_COMMON) === 0;
    return (f & F_INNER_CAP) === 0 || t.length[i]! <= 10;
  }
  if ((f & F_ALLDIGIT) !== 0) return ctx.digitRun[i]! >= PHONE_DIGITS;
  if ((g & G_COMMON) !== 0 || t.length[i]! < 3) return false;
  // A listed name typed in lower case ("ask priya"), or a street word after a house number.
  if ((g & (G_GIVEN | G_SURNAME)) !== 0) return true;
  if ((g & G_STREET) !== 0) {
    for (let j = Math.max(0, i - 4); j < i; j++) if ((t.flags[j]! & F_DIGIT) !== 0) return true;
  }
  return false;
}

/** Candidate windows of tokens [from, to), merged. */
function windowsOf(t: Tokens, ctx: FeatureContext): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const n = t.count;
  for (let i = 0; i < n; i++) {
    if (!isCandidate(t, ctx, i)) continue;
    const from = Math.max(0, i - WINDOW);
    const to = Math.min(n, i + WINDOW + 1);
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = to;
    else out.push([from, to]);
  }
  return out;
}

export interface DecodedSpan {
  /** Token range [from, to). */
  from: number;
  to: number;
  kind: number;
  margin: number;
}

/** Tokenises, scores and decodes `text`; returns the tokens and the spans found (token ranges). */
export function decodeText(text: string, model: TaggerModel): { tokens: Tokens; spans: DecodedSpan[] } {
  const tokens = tokenize(text);
  const spans: DecodedSpan[] = [];
  if (tokens.count === 0) return { tokens, spans };
  const ctx = featureContext(tokens, model.gazetteer);
  const windows = windowsOf(tokens, ctx);
  if (windows.length === 0) return { tokens, spans };
  const mask = (1 << model.hashBits) - 1;
  let longest = 0;
  for (const [a, b] of windows) longest = Math.max(longest, b - a);
  const rows = new Int32Array(FEATURE_COUNT);
  const unary = new Float64Array(longest * L);
  const alpha = new Float64Array(longest * L);
  const beta = new Float64Array(longest * L);
  const back = new Int8Array(longest * L);
  const labels = new Int8Array(longest);
  for (const [a, b] of windows) {
    const n = b - a;
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
      spans.push({ from: a + i, to: a + j, kind, margin: spanMargin(i, j, kind, alpha, beta, best) });
      i = j;
    }
  }
  return { tokens, spans };
}

/** Tagger spans as text offsets, with their repetitions (see `addRepetitions`). */
export function tagText(text: string, model: TaggerModel): TaggedEntity[] {
  const { tokens, spans } = decodeText(text, model);
  const out: TaggedEntity[] = [];
  for (const s of spans) {
    const kind = ENTITY_KINDS[s.kind]!;
    if (kind === 'person') s.to = extendName(tokens, model, s.from, s.to);
    const confidence = model.calibrate(kind, s.margin);
    if (confidence < model.minConfidence) continue;
    out.push({ start: tokens.start[s.from]!, end: tokens.end[s.to - 1]!, kind, category: CATEGORY_OF_KIND[kind], confidence, score: s.margin });
  }
  return addRepetitions(text, tokens, out);
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

/**
 * Every other occurrence of a name found once is a name too ("…Doe said. Later Doe called"):
 * each capitalised part of three letters or more, wherever it stands as a token of its own and
 * no span covers it yet; repetitions next to each other (only spaces between) become one span,
 * so a repeated full name is masked whole. A repetition takes the confidence of its source.
 */
export function addRepetitions(text: string, tokens: Tokens, found: TaggedEntity[]): TaggedEntity[] {
  let parts: Map<string, TaggedEntity> | undefined;
  for (const e of found) {
    if (e.kind !== 'person') continue;
    for (const part of text.slice(e.start, e.end).split(/[\s,.]+/)) {
      if (part.length < 3 || !/^\p{Lu}/u.test(part)) continue;
      parts ??= new Map();
      const p = parts.get(part);
      if (!p || p.confidence < e.confidence) parts.set(part, e);
    }
  }
  if (!parts) return found;
  const added: TaggedEntity[] = [];
  let f = 0;
  for (let i = 0; i < tokens.count; i++) {
    if ((tokens.flags[i]! & F_CAP) === 0) continue;
    const s = tokens.start[i]!;
    const e = tokens.end[i]!;
    while (f < found.length && found[f]!.end <= s) f++;
    if (f < found.length && found[f]!.start < e) continue;
    const source = parts.get(text.slice(s, e));
    if (!source) continue;
    const prev = added[added.length - 1];
    if (prev && /^ +$/.test(text.slice(prev.end, s))) prev.end = e;
    else added.push({ ...source, start: s, end: e });
  }
  return added.length === 0 ? found : [...found, ...added].sort((a, b) => a.start - b.start || b.end - a.end);
}

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
  return { header: data.header, tag: (text) => tagText(text, model) };
}

/** The decoding model of a read model file (training uses it to tune the bias and calibrate). */
export function modelFromData({ header, weights, gazetteerKeys, gazetteerClasses }: ModelData): TaggerModel {
  if (L !== 9) throw new Error('the int8 scorer is unrolled for nine labels');
  const scale = header.scale;
  return {
    gazetteer: new Gazetteer(gazetteerKeys, gazetteerClasses),
    hashBits: header.features.hashBits,
    score(rows, at, unary, uAt) {
      // Integer sums first, one multiply per label after.
      let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0;
      for (let k = 0; k < FEATURE_COUNT; k++) {
        const r = rows[at + k]! * 9;
        s0 += weights[r]!;
        s1 += weights[r + 1]!;
        s2 += weights[r + 2]!;
        s3 += weights[r + 3]!;
        s4 += weights[r + 4]!;
        s5 += weights[r + 5]!;
        s6 += weights[r + 6]!;
        s7 += weights[r + 7]!;
        s8 += weights[r + 8]!;
      }
      unary[uAt]! += s0 * scale;
      unary[uAt + 1]! += s1 * scale;
      unary[uAt + 2]! += s2 * scale;
      unary[uAt + 3]! += s3 * scale;
      unary[uAt + 4]! += s4 * scale;
      unary[uAt + 5]! += s5 * scale;
      unary[uAt + 6]! += s6 * scale;
      unary[uAt + 7]! += s7 * scale;
      unary[uAt + 8]! += s8 * scale;
    },
    transitions: Float64Array.from(header.transitions),
    start: Float64Array.from(header.start),
    entityBias: Float64Array.from(header.entityBias),
    calibrate: (kind, score) => calibrateWith(header.calibration[kind], score),
    minConfidence: header.minConfidence,
  };
}
