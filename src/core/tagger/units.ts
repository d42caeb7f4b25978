/**
 * What the tagger reads of a text, shared by inference and training so both see the same tokens
 * with the same context: the structural prefilter (lines.ts) picks segments of candidate lines,
 * each segment is tokenised on its own, its feature context is filled (with the kind of each
 * token's line), and within it only windows of ±4 tokens around candidate tokens are scored.
 * Everything else in the text is never tokenised. Buffers live in a `Reader` and are reused from
 * text to text. Pure: no I/O.
 */
import {
  ensureContext as ensureContext_,
  featureContext as featureContext_,
  type FeatureContext,
} from './features';
import type { Gazetteer } from './gazetteer';
import {
  isCandidateWord as isCandidateWord_,
  newLinePlan as newLinePlan_,
  isPhoneRun as isPhoneRun_,
  scanLines as scanLines_,
  segmentsOf as segmentsOf_,
  type LinePlan,
  type WordFacts,
} from './lines';
import {
  allocate as allocate_,
  F_ALLCAPS as F_ALLCAPS_,
  F_ALLDIGIT as F_ALLDIGIT_,
  F_CAP as F_CAP_,
  F_DIGIT as F_DIGIT_,
  F_INNER_CAP as F_INNER_CAP_,
  F_NAME_CAMEL as F_NAME_CAMEL_,
  F_SYMBOL as F_SYMBOL_,
  tokenize as tokenize_,
  type Tokens,
} from './tokens';

// Imported bindings copied to locals once: compiled to CommonJS (tsx runs the CLI and the
// benches that way) every use of an imported name is a getter call, too slow for per-character loops.
const ensureContext = ensureContext_;
const featureContext = featureContext_;
const isCandidateWord = isCandidateWord_;
const newLinePlan = newLinePlan_;
const isPhoneRun = isPhoneRun_;
const scanLines = scanLines_;
const segmentsOf = segmentsOf_;
const allocate = allocate_;
const F_ALLCAPS = F_ALLCAPS_;
const F_ALLDIGIT = F_ALLDIGIT_;
const F_CAP = F_CAP_;
const F_DIGIT = F_DIGIT_;
const F_INNER_CAP = F_INNER_CAP_;
const F_NAME_CAMEL = F_NAME_CAMEL_;
const F_SYMBOL = F_SYMBOL_;
const tokenize = tokenize_;

/** How far around a candidate token the tagger reads. */
export const WINDOW = 4;

/** Reusable buffers for reading texts (one per tagger; not shared between concurrent calls). */
export interface Reader {
  plan: LinePlan;
  segments: { ranges: Int32Array };
  tokens: Tokens;
  ctx: FeatureContext | undefined;
  /** Window [from, to) pairs of the current segment. */
  windows: Int32Array;
}

export function newReader(): Reader {
  return { plan: newLinePlan(), segments: { ranges: new Int32Array(64) }, tokens: allocate(1024), ctx: undefined, windows: new Int32Array(64) };
}

const facts: WordFacts = { gaz: 0, cap: false, allCaps: false, innerCap: false, nameCamel: false, allDigit: false, length: 0 };

/** The same test as the line scan's, on a token. */
export function isCandidateToken(t: Tokens, ctx: FeatureContext, i: number): boolean {
  const f = t.flags[i]!;
  if ((f & F_SYMBOL) !== 0) return false;
  if ((f & F_ALLDIGIT) !== 0) {
    const shape = ctx.runShape[i]!;
    if (isPhoneRun(ctx.digitRun[i]!, shape & 15, shape >= 16, ctx.lineKind[i]!, ctx.linePhoneCue[i] === 1)) return true;
  }
  facts.gaz = ctx.gaz[i]!;
  facts.cap = (f & F_CAP) !== 0;
  facts.allCaps = (f & F_ALLCAPS) !== 0;
  facts.innerCap = (f & F_INNER_CAP) !== 0;
  facts.nameCamel = (f & F_NAME_CAMEL) !== 0;
  facts.allDigit = (f & F_ALLDIGIT) !== 0;
  facts.length = t.length[i]!;
  let digitBefore = false;
  for (let j = Math.max(0, i - 4); j < i; j++) if ((t.flags[j]! & F_DIGIT) !== 0) digitBefore = true;
  return isCandidateWord(facts, digitBefore);
}

/** One segment ready to score: its tokens, their context, and `windowCount` windows in `windows`. */
export interface Segment {
  tokens: Tokens;
  ctx: FeatureContext;
  windows: Int32Array;
  windowCount: number;
}

/**
 * Calls `visit` for every segment of `text` that holds a candidate window. The segment's arrays
 * belong to `reader` and are overwritten by the next segment: copy what must outlive the call.
 */
export function forEachSegment(text: string, gazetteer: Gazetteer, reader: Reader, visit: (s: Segment) => void): void {
  const plan = reader.plan;
  scanLines(text, gazetteer, plan);
  const count = segmentsOf(text, plan, reader.segments);
  let line = 0;
  const seg: Segment = { tokens: reader.tokens, ctx: reader.ctx as FeatureContext, windows: reader.windows, windowCount: 0 };
  for (let s = 0; s < count; s++) {
    const from = reader.segments.ranges[2 * s]!;
    const to = reader.segments.ranges[2 * s + 1]!;
    const tokens = (reader.tokens = tokenize(text, from, to, reader.tokens));
    const n = tokens.count;
    if (n === 0) continue;
    const ctx = (reader.ctx = ensureContext(reader.ctx, n));
    // The kind of each token's line: lines and tokens are both in text order.
    while (line < plan.count && plan.end[line]! < tokens.start[0]!) line++;
    let l = line;
    for (let i = 0; i < n; i++) {
      const at = tokens.start[i]!;
      while (l + 1 < plan.count && plan.start[l + 1]! <= at) l++;
      ctx.lineKind[i] = plan.kind[l]!;
      ctx.linePhoneCue[i] = plan.phoneCue[l]!;
    }
    line = l;
    featureContext(tokens, gazetteer, ctx);
    // Windows of ±WINDOW tokens around candidates, merged.
    let w = 0;
    let openFrom = -1;
    let openTo = -1;
    for (let i = 0; i < n; i++) {
      if (!isCandidateToken(tokens, ctx, i)) continue;
      const a = Math.max(0, i - WINDOW);
      const b = Math.min(n, i + WINDOW + 1);
      if (openFrom >= 0 && a <= openTo) {
        openTo = b;
        continue;
      }
      if (openFrom >= 0) w = pushWindow(reader, w, openFrom, openTo);
      openFrom = a;
      openTo = b;
    }
    if (openFrom >= 0) w = pushWindow(reader, w, openFrom, openTo);
    if (w === 0) continue;
    seg.tokens = tokens;
    seg.ctx = ctx;
    seg.windows = reader.windows;
    seg.windowCount = w;
    visit(seg);
  }
}

function pushWindow(reader: Reader, w: number, from: number, to: number): number {
  if (2 * w + 2 > reader.windows.length) {
    const bigger = new Int32Array(reader.windows.length * 2);
    bigger.set(reader.windows);
    reader.windows = bigger;
  }
  reader.windows[2 * w] = from;
  reader.windows[2 * w + 1] = to;
  return w + 1;
}
