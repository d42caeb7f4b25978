/**
 * The scan: original text → normalised views → keyword prefilter → recognizers (in bounded,
 * overlapping windows) → validation → findings mapped back to original offsets, plus decoded
 * segments scanned to a bounded depth. Limits and a deadline end the scan with a typed error;
 * callers block on it, never pass the input through.
 */
import { CATEGORY_PRIORITY } from '../vocabulary';
import { RECOGNIZERS } from '../recognizers/index';
import type { Recognizer } from '../recognizers/types';
import type { MappedText } from '../text/mapped-text';
import { firstUnitFrom, sliceView, startOf, toOriginal } from '../text/mapped-text';
import {
  baseView,
  despaceView,
  digitsView,
  entityView,
  leetView,
  ocrFixes,
  ocrView,
  rot13View,
  unwrapView,
  urlView,
  viewApplies,
  type ViewName,
} from '../text/normalize';
import { fieldFindings } from '../fields/fields';
import { consistentFindings } from './consistency';
import { findEncodedSegments } from './decoders';
import { KeywordIndex } from './keyword-index';
import { DEFAULT_LIMITS, ScanLimitError, type Finding, type ScanLimits } from './types';
import { labelOf, viewsOf } from './views';

export interface ScanOptions {
  limits?: Partial<ScanLimits>;
  /** Defaults to the full registry. */
  recognizers?: readonly Recognizer[];
  /** Clock in milliseconds; injectable for tests. */
  now?: () => number;
  /**
   * When given, collects milliseconds spent per view build and per recognizer (benchmarks), and
   * per layer: `layer:rules`, `layer:fields`, `layer:tagger`.
   */
  profile?: Map<string, number>;
  /**
   * Whether the field layer runs (values under sensitive field names). Defaults to on for the
   * full registry and off when `recognizers` narrows the scan to chosen rules.
   */
  fields?: boolean;
  /**
   * The learned layer: a tagger that returns findings at original offsets. Absent means the
   * rules and the field layer only.
   */
  tagger?: (text: string) => readonly Finding[];
}

export interface ScanResult {
  findings: Finding[];
}

interface Plan {
  recognizers: readonly Recognizer[];
  /**
   * Every keyword of the rules, and the rot13 gate's; the occurrences of anchored rules' keywords
   * (they decide where those rules read) and of the gate's are tracked.
   */
  index: KeywordIndex;
  /** The widest anchor of any rule, before and after its keyword, and the longest anchor keyword. */
  anchorReach: { before: number; after: number; keyword: number };
  /**
   * rot13 of the keywords of rules that read the rot13 view: the view is built only around their
   * occurrences in a base (not at all without one). Undefined when such a rule has no keywords.
   */
  rot13Gate: readonly string[] | undefined;
  views: ViewName[];
  byView: Map<ViewName, Recognizer[]>;
  /** For each view, the positions in its `byView` list of the rules of each keyword. */
  keywordRules: Map<ViewName, Map<string, number[]>>;
  /** For each view, the positions in its `byView` list of the rules without keywords. */
  keywordless: Map<ViewName, number[]>;
  /**
   * For each view, a bit mask per rule of its `byView` list: the views (by their place in
   * `views`) whose lists hold that rule.
   */
  viewMasks: Map<ViewName, Int32Array>;
}

/**
 * The rot13 forms of the registry's rot13-read keywords that are everyday words (in the word
 * list): a test holds this to the registry and the list, so no plan reads the list whole.
 */
export const ROT13_EVERYDAY: ReadonlySet<string> = new Set(['us']);

const planCache = new WeakMap<readonly Recognizer[], Plan>();

function planFor(recognizers: readonly Recognizer[]): Plan {
  const cached = planCache.get(recognizers);
  if (cached) return cached;
  const byView = new Map<ViewName, Recognizer[]>();
  for (const r of recognizers) {
    for (const v of viewsOf(r)) {
      const list = byView.get(v) ?? [];
      list.push(r);
      byView.set(v, list);
    }
  }
  const rot13Rules = byView.get('rot13') ?? [];
  const rot13 = (k: string): string => {
    let out = '';
    for (let i = 0; i < k.length; i++) {
      const c = k.charCodeAt(i);
      out += c >= 97 && c <= 122 ? String.fromCharCode(((c - 84) % 26) + 97) : k[i];
    }
    return out;
  };
  const rot13Gate = rot13Rules.every((r) => r.keywords.length > 0)
    ? // A keyword whose rot13 form is an everyday word ("hf " → "us ") would open the gate on
      // ordinary prose; rot13-hidden text of that rule still shows its other keywords. Keywords
      // are taken once each (rules share many), in the order they first appear.
      [...new Set(rot13Rules.flatMap((r) => r.keywords))].map(rot13).filter((k) => !ROT13_EVERYDAY.has(k.trim()))
    : undefined;
  const anchorKeywords = recognizers.filter((r) => r.anchor).flatMap((r) => r.keywords);
  const views = [...byView.keys()];
  const maskOf = new Map<Recognizer, number>();
  views.forEach((v, bit) => {
    for (const r of byView.get(v) ?? []) maskOf.set(r, (maskOf.get(r) ?? 0) | (1 << bit));
  });
  const keywordRules = new Map<ViewName, Map<string, number[]>>();
  const keywordless = new Map<ViewName, number[]>();
  const viewMasks = new Map<ViewName, Int32Array>();
  // Each rule's distinct keywords, found once for all the views it reads.
  const distinctKeywords = new Map<Recognizer, readonly string[]>();
  for (const r of recognizers) distinctKeywords.set(r, r.keywords.length < 2 ? r.keywords : [...new Set(r.keywords)]);
  for (const [view, rules] of byView) {
    const byKeyword = new Map<string, number[]>();
    rules.forEach((r, i) => {
      for (const k of distinctKeywords.get(r) as readonly string[]) {
        const list = byKeyword.get(k) ?? [];
        list.push(i);
        byKeyword.set(k, list);
      }
    });
    keywordRules.set(view, byKeyword);
    keywordless.set(view, rules.flatMap((r, i) => (r.keywords.length === 0 ? [i] : [])));
    viewMasks.set(view, Int32Array.from(rules, (r) => maskOf.get(r) as number));
  }
  const plan: Plan = {
    recognizers,
    index: new KeywordIndex([...recognizers.flatMap((r) => r.keywords), ...(rot13Gate ?? [])], [...anchorKeywords, ...(rot13Gate ?? [])]),
    anchorReach: recognizers.reduce(
      (reach, r) =>
        r.anchor
          ? {
              before: Math.max(reach.before, r.anchor.before),
              after: Math.max(reach.after, r.anchor.after),
              keyword: Math.max(reach.keyword, ...r.keywords.map((k) => k.length)),
            }
          : reach,
      { before: 0, after: 0, keyword: 0 },
    ),
    rot13Gate,
    views,
    byView,
    keywordRules,
    keywordless,
    viewMasks,
  };
  planCache.set(recognizers, plan);
  return plan;
}

function buildView(name: ViewName, base: MappedText): MappedText {
  switch (name) {
    case 'base':
      return base;
    case 'digits':
      return digitsView(base);
    case 'ocr':
      return ocrView(base);
    case 'despace':
      return despaceView(base);
    case 'unwrap':
      return unwrapView(base);
    case 'leet':
      return leetView(base);
    case 'rot13':
      return rot13View(base);
    case 'url':
      return urlView(base);
    case 'entity':
      return entityView(base);
  }
}

const isBreak = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x3000 || (c >= 0x2000 && c <= 0x200a);

/**
 * Whether `text` holds a run of more than `limit` non-whitespace characters. Such a run covers
 * limit + 1 consecutive offsets, so it holds exactly one multiple of limit + 1: only the runs
 * through those offsets are measured, a few characters each in ordinary text.
 */
function hasLongToken(text: string, limit: number): boolean {
  const n = text.length;
  const stride = limit + 1;
  for (let at = 0; at < n; at += stride) {
    if (isBreak(text.charCodeAt(at))) continue;
    let from = at;
    while (from > 0 && !isBreak(text.charCodeAt(from - 1))) from--;
    let to = at + 1;
    while (to < n && to - from <= limit && !isBreak(text.charCodeAt(to))) to++;
    if (to - from > limit) return true;
  }
  return false;
}

/** Rejects inputs the engine will not scan; the message is safe to show (it holds no content). */
export function checkInput(text: unknown, limits: ScanLimits): asserts text is string {
  if (typeof text !== 'string') throw new ScanLimitError('invalid_input', 'Input is not text.');
  if (text.length > limits.maxInputChars) {
    throw new ScanLimitError(
      'input_too_large',
      `Input is ${text.length} characters; the limit is ${limits.maxInputChars}.`,
    );
  }
  if (hasLongToken(text, limits.maxTokenChars)) {
    throw new ScanLimitError(
      'token_too_long',
      `Input holds an unbroken run of more than ${limits.maxTokenChars} characters, too long to check safely.`,
    );
  }
}

/**
 * Finds secrets, identifiers and injected instructions in `text`.
 * @throws ScanLimitError when the input breaks a limit or the deadline passes.
 */
export function scan(text: string, options: ScanOptions = {}): ScanResult {
  const limits: ScanLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.now ?? (() => performance.now());
  const deadline = now() + limits.deadlineMs;
  checkInput(text, limits);
  const plan = planFor(options.recognizers ?? RECOGNIZERS);
  const profile = options.profile;
  const t0 = profile ? performance.now() : 0;
  const base = baseView(text);
  const raw = scanDepth(text, plan, limits, 0, deadline, now, profile, base);
  const t1 = profile ? performance.now() : 0;
  if (profile) profile.set('layer:rules', (profile.get('layer:rules') ?? 0) + t1 - t0);
  const whole = options.fields ?? options.recognizers === undefined;
  if (whole) {
    for (const f of runFieldLayer(base, profile)) raw.push(f);
    if (now() > deadline) throw new ScanLimitError('deadline_exceeded', 'The check took too long and was stopped.');
  }
  if (options.tagger) {
    for (const f of runTaggerLayer(text, options.tagger, profile)) raw.push(f);
    if (now() > deadline) throw new ScanLimitError('deadline_exceeded', 'The check took too long and was stopped.');
  }
  const merged = mergeFindings(endAtLineBreaks(raw, text));
  if (!whole) return { findings: merged };
  const t2 = profile ? performance.now() : 0;
  const findings = consistentFindings(merged, text, mergeFindings);
  if (profile) profile.set('consistency', (profile.get('consistency') ?? 0) + performance.now() - t2);
  return { findings };
}

/** Layer 2: values under sensitive field names, read from the base view. */
function runFieldLayer(base: MappedText, profile: Map<string, number> | undefined): Finding[] {
  const t0 = profile ? performance.now() : 0;
  const found = fieldFindings(base);
  if (profile) profile.set('layer:fields', (profile.get('layer:fields') ?? 0) + performance.now() - t0);
  return found;
}

/** Layer 3: the learned tagger, given the original text; its offsets are the original's. */
function runTaggerLayer(text: string, tagger: (text: string) => readonly Finding[], profile: Map<string, number> | undefined): Finding[] {
  const t0 = profile ? performance.now() : 0;
  const found = tagger(text).filter((f) => f.end > f.start && f.start >= 0 && f.end <= text.length);
  if (profile) profile.set('layer:tagger', (profile.get('layer:tagger') ?? 0) + performance.now() - t0);
  return found;
}

function scanDepth(
  text: string,
  plan: Plan,
  limits: ScanLimits,
  depth: number,
  deadline: number,
  now: () => number,
  profile?: Map<string, number>,
  prebuilt?: MappedText,
): Finding[] {
  // The clock is read for the profile only when one is asked for.
  const clock = profile ? (): number => performance.now() : (): number => 0;
  const charge = (key: string, since: number): void => {
    if (profile) profile.set(key, (profile.get(key) ?? 0) + performance.now() - since);
  };
  const findings: Finding[] = [];
  if (text.length === 0) return findings;
  const checkDeadline = (): void => {
    if (now() > deadline) throw new ScanLimitError('deadline_exceeded', 'The check took too long and was stopped.');
  };
  const base = prebuilt ?? baseView(text);
  const sink = new FindingSink(findings);
  // A view whose text equals one already scanned adds nothing for the rules that read both:
  // each text maps to the views (bits of their place in the plan) whose rules read it.
  const scannedTexts = new Map<string, number>();
  // URL escapes and HTML entities are undone first, as alternative bases: every other view is
  // then built on each, so "4%31%31…" reaches the digit rules and "&#97;pi_key" the label rules.
  const bases: Array<{ name: ViewName; view: MappedText }> = [{ name: 'base', view: base }];
  for (const name of ['url', 'entity'] as const) {
    if (!viewApplies(name, base.text)) continue;
    const t0 = clock();
    const decoded = name === 'url' ? urlView(base) : entityView(base);
    charge(`view:${name}`, t0);
    if (decoded.text === base.text) continue;
    // Only the neighbourhoods of the escapes can hold anything new: read those, not the whole text again.
    const windows = changeWindows(decoded, CHANGE_RADIUS, 1) ?? [[0, decoded.text.length]];
    for (const [a, b] of windows) bases.push({ name, view: sliceView(decoded, a, b) });
  }
  // One pass over each base finds the keywords present and where the tracked ones sit.
  const surveys = new Map<MappedText, { found: Set<string>; positions: Map<string, number[] | undefined> }>();
  const work: Array<{ name: ViewName; from: MappedText }> = [];
  // 'base' first for each base: derived views reuse its keyword hits.
  const order = plan.views.filter((v) => v !== 'url' && v !== 'entity').sort((a, b) => Number(b === 'base') - Number(a === 'base'));
  for (const b of bases) {
    const t0 = clock();
    const survey = plan.index.survey(b.view.text, ANCHOR_CAP);
    surveys.set(b.view, survey);
    charge('keywords', t0);
    for (const name of order) {
      if (name === 'rot13' && plan.rot13Gate) {
        // rot13-hidden text shows its rules' keywords rot13-encoded in the source: build the view
        // only around those places (the whole view when they are everywhere).
        const spans = spansAround(occurrencesOf(plan.rot13Gate, survey.positions), ROT13_RADIUS, b.view.text.length);
        if (spans === undefined) work.push({ name, from: b.view });
        else for (const [a, e] of spans) work.push({ name, from: sliceView(b.view, a, e) });
        continue;
      }
      if (name !== 'ocr') {
        work.push({ name, from: b.view });
        continue;
      }
      // The OCR view differs from the digits view only where a confusion is undone: build it
      // only around those places, as small views of their own.
      const fixes = ocrFixes(b.view.text).positions;
      let last: [number, number] | undefined;
      const spans: Array<[number, number]> = [];
      for (const p of fixes) {
        const a = Math.max(0, p - CHANGE_RADIUS);
        const e = Math.min(b.view.text.length, p + CHANGE_RADIUS);
        if (last && a <= last[1]) last[1] = e;
        else spans.push((last = [a, e]));
      }
      for (const [a, e] of spans) work.push({ name, from: sliceView(b.view, a, e) });
    }
  }
  for (const { name, from } of work) {
    if (!viewApplies(name, from.text)) continue;
    let t0 = clock();
    const view = buildView(name, from);
    charge(`view:${name}`, t0);
    const rules = plan.byView.get(name) ?? [];
    const masks = plan.viewMasks.get(name) ?? new Int32Array(0);
    const done = scannedTexts.get(view.text) ?? 0;
    let changed: Array<[number, number]> | undefined | null = null;
    let hits: Set<string> | undefined;
    const keywordHits = (): Set<string> => {
      if (hits) return hits;
      const sourceHits = surveys.get(from)?.found;
      const near = sourceHits && name !== 'rot13' ? changeWindows(view, KEYWORD_RADIUS, 0.9) : undefined;
      if (sourceHits && (name === 'base' || name === 'digits' || name === 'ocr')) {
        // A base was surveyed already; the digits and OCR views only join digit groups or turn
        // letters into digits, so no keyword appears in them that their source lacks.
        hits = sourceHits;
      } else if (sourceHits && near !== undefined) {
        // A keyword the source lacks can only sit where this view changed it.
        hits = new Set(sourceHits);
        for (const k of plan.index.findIn(view.text, near)) hits.add(k);
      } else {
        hits = plan.index.find(view.text);
      }
      return hits;
    };
    let hasDigit: boolean | undefined;
    let positions: Map<string, number[] | undefined> | undefined;
    let nearPositions: Map<string, number[] | undefined> | undefined;
    let changedAll: Array<[number, number]> | undefined | null = null;
    let ocrOnly: Array<[number, number]> | undefined | null = null;
    // The rules to try, in registry order: those without keywords, and those with a keyword
    // present (marked from the keywords found, not by asking each rule in turn).
    const candidates = new Uint8Array(rules.length);
    for (const i of plan.keywordless.get(name) ?? []) candidates[i] = 1;
    const byKeyword = plan.keywordRules.get(name);
    if (byKeyword && byKeyword.size > 0) {
      for (const k of keywordHits()) {
        const list = byKeyword.get(k);
        if (list) for (const i of list) candidates[i] = 1;
      }
    }
    for (let ri = 0; ri < rules.length; ri++) {
      if (candidates[ri] !== 1) continue;
      if ((done & (masks[ri] as number)) !== 0) continue;
      const recognizer = rules[ri] as Recognizer;
      if (recognizer.keywords.length === 0 && recognizer.category !== 'person_name' && recognizer.category !== 'contact') {
        // Keyword-less rules are numeric (cards, national ids) unless they say otherwise.
        hasDigit ??= /\d/.test(view.text);
        if (!hasDigit) continue;
      }
      t0 = clock();
      let windows: Array<[number, number]> | undefined;
      if (recognizer.anchor && name !== 'base' && name !== 'ocr' && viewsOf(recognizer).includes('base')) {
        // The rule read the source already: only keyword windows that reach a change can add,
        // so keywords are looked for only where their windows could reach one.
        if (changedAll === null) changedAll = changeWindows(view, CHANGE_RADIUS, Number.POSITIVE_INFINITY);
        if (changedAll !== undefined) {
          nearPositions ??= plan.index.positions(view.text, ANCHOR_CAP, keywordRegion(changedAll, plan, view.text.length));
          windows = intersect(anchorWindows(view.text, recognizer, nearPositions) ?? [[0, view.text.length]], changedAll);
        } else {
          positions ??= plan.index.positions(view.text, ANCHOR_CAP);
          windows = anchorWindows(view.text, recognizer, positions);
        }
      } else if (recognizer.anchor) {
        positions ??= surveys.get(view)?.positions ?? plan.index.positions(view.text, ANCHOR_CAP);
        windows = anchorWindows(view.text, recognizer, positions);
      }
      if (name === 'ocr' && viewsOf(recognizer).includes('digits')) {
        // The OCR view is the digits view with a few letters read as digits: only those places add.
        if (ocrOnly === null) {
          const fixes = ocrFixes(from.text).positions.map((p) => startOf(from, p));
          ocrOnly = changeWindows({ ...view, changes: fixes });
        }
        if (ocrOnly !== undefined) windows = windows ? intersect(windows, ocrOnly) : ocrOnly;
      } else if (name !== 'base' && viewsOf(recognizer).includes('base')) {
        // The rule already read the source view: only the places this view changed can add.
        if (changed === null) changed = changeWindows(view);
        if (changed !== undefined) windows = windows ? intersect(windows, changed) : changed;
      }
      const starts = recognizer.candidateStarts?.(view.text);
      if (starts !== undefined && starts.length === 0) {
        // No place a match could start: the patterns are not even compiled.
        charge(recognizer.id, t0);
        continue;
      }
      sink.recognizer = recognizer;
      sink.view = view;
      for (let pi = 0; pi < recognizer.patterns.length; pi++) {
        const pattern = recognizer.patterns[pi] as RegExp;
        const gate = recognizer.gates?.[pi];
        if (gate !== undefined && !gate.test(view.text)) continue;
        if (starts) runSticky(starts, view, pattern, sink);
        else runPattern(windows, view, pattern, limits, sink);
        checkDeadline();
      }
      charge(recognizer.id, t0);
    }
    scannedTexts.set(view.text, done | (1 << plan.views.indexOf(name)));
  }
  if (depth < limits.maxDecodeDepth) {
    const t1 = clock();
    const segments = findEncodedSegments(base.text, limits.maxDecodeSegment);
    charge('decoders', t1);
    for (const segment of segments) {
      const inner = mergeFindings(endAtLineBreaks(scanDepth(segment.decoded, plan, limits, depth + 1, deadline, now, profile), segment.decoded));
      if (inner.length === 0) continue;
      const top = inner.reduce((a, b) => (CATEGORY_PRIORITY[b.category] > CATEGORY_PRIORITY[a.category] ? b : a));
      const { start, end } = toOriginal(base, segment.from, segment.to);
      findings.push({
        start,
        end,
        category: top.category,
        rule: `${segment.kind}>${top.rule}`,
        confidence: top.confidence,
        label: top.label,
      });
      checkDeadline();
    }
  }
  return findings;
}

const compiled = new WeakMap<RegExp, RegExp>();

/** The pattern with `g`, and `d` when it marks its value with a group named `v`. */
function compile(pattern: RegExp): RegExp {
  let re = compiled.get(pattern);
  if (!re) {
    let flags = pattern.flags;
    if (!flags.includes('g')) flags += 'g';
    if (pattern.source.includes('(?<v>') && !flags.includes('d')) flags += 'd';
    re = new RegExp(pattern.source, flags);
    compiled.set(pattern, re);
  }
  return re;
}

/** How far back an anchor window is widened to reach the start of its line. */
const LINE_REACH = 200;

/** Occurrences of one keyword beyond which anchoring stops paying; the rule then reads it all. */
const ANCHOR_CAP = 400;

/**
 * Merged text windows around the keyword occurrences of an anchored rule, each widened back to
 * the start of its line (or word) so `^`, `\b` and look-behinds see what they would in the whole
 * text. Undefined means "scan everything" (a keyword too common to anchor on).
 */
function anchorWindows(
  text: string,
  recognizer: Recognizer,
  positions: Map<string, number[] | undefined>,
): Array<[number, number]> | undefined {
  const anchor = recognizer.anchor!;
  const starts: number[] = [];
  for (const keyword of recognizer.keywords) {
    if (!positions.has(keyword)) continue;
    const list = positions.get(keyword);
    if (list === undefined) return undefined;
    for (const p of list) starts.push(p);
  }
  starts.sort((a, b) => a - b);
  const windows: Array<[number, number]> = [];
  for (const p of starts) {
    let from = Math.max(0, p - anchor.before);
    const lineStart = text.lastIndexOf('\n', from - 1) + 1;
    if (from - lineStart <= LINE_REACH) from = lineStart;
    else while (from > 0 && !/\s/.test(text[from - 1] as string)) from--;
    const to = Math.min(text.length, p + anchor.after);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  return windows;
}

/**
 * How far around a rot13-encoded keyword the rot13 view is built: longer than any value a rule
 * reading that view reports beside its keyword (token prefixes, labels, instruction verbs).
 */
const ROT13_RADIUS = 4096;

/** All occurrences of the given keywords, sorted; undefined when one is too common to list. */
function occurrencesOf(keywords: readonly string[], positions: Map<string, number[] | undefined>): number[] | undefined {
  const all: number[] = [];
  for (const k of keywords) {
    if (!positions.has(k)) continue;
    const list = positions.get(k);
    if (list === undefined) return undefined;
    for (const p of list) all.push(p);
  }
  return all.sort((a, b) => a - b);
}

/**
 * Merged spans of `radius` around sorted offsets, clipped to the text; undefined when the
 * offsets are too many to list or the spans would cover most of the text (then read it whole).
 */
function spansAround(offsets: readonly number[] | undefined, radius: number, length: number): Array<[number, number]> | undefined {
  if (offsets === undefined) return undefined;
  const spans: Array<[number, number]> = [];
  let covered = 0;
  for (const p of offsets) {
    const from = Math.max(0, p - radius);
    const to = Math.min(length, p + radius);
    const last = spans[spans.length - 1];
    if (last && from <= last[1]) {
      covered += Math.max(0, to - last[1]);
      last[1] = Math.max(last[1], to);
    } else {
      spans.push([from, to]);
      covered += to - from;
    }
  }
  return covered > length * 0.6 ? undefined : spans;
}

/**
 * Where keyword occurrences can open anchor windows that reach the given windows: up to the
 * widest `after` ahead of them, and the widest `before` plus the line start an anchor window may
 * be widened to behind them (and a keyword's length, so one straddling the end is whole).
 */
function keywordRegion(windows: ReadonlyArray<readonly [number, number]>, plan: Plan, length: number): Array<[number, number]> {
  const { before, after, keyword } = plan.anchorReach;
  const region: Array<[number, number]> = [];
  for (const [a, b] of windows) {
    const from = Math.max(0, a - after - keyword);
    const to = Math.min(length, b + before + LINE_REACH + keyword);
    const last = region[region.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else region.push([from, to]);
  }
  return region;
}

/** How far around a change a derived view is read: longer than any value a rule reports there. */
const CHANGE_RADIUS = 200;
/** Longer than any keyword: how far around a change a new keyword occurrence may sit. */
const KEYWORD_RADIUS = 48;

/**
 * Windows of a derived view around the places it differs from its source, merged; undefined when
 * the view changed nearly everywhere (then it is read whole).
 */
function changeWindows(view: MappedText, radius = CHANGE_RADIUS, maxShare = 0.6): Array<[number, number]> | undefined {
  const units = changeUnits(view);
  if (units === undefined) return undefined;
  const windows: Array<[number, number]> = [];
  let covered = 0;
  for (const unit of units) {
    const from = Math.max(0, unit - radius);
    const to = Math.min(view.text.length, unit + radius);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) {
      covered += Math.max(0, to - last[1]);
      last[1] = Math.max(last[1], to);
    } else {
      windows.push([from, to]);
      covered += to - from;
    }
    if (covered > view.text.length * maxShare) return undefined;
  }
  return windows;
}

const unitsOfChanges = new WeakMap<MappedText, number[]>();

/** The view units where the view's changes sit (the first unit at or after each change), once per view. */
function changeUnits(view: MappedText): number[] | undefined {
  const changes = view.changes;
  if (changes === undefined) return undefined;
  let units = unitsOfChanges.get(view);
  if (units === undefined) {
    units = [];
    let lo = 0;
    for (const offset of changes) units.push((lo = firstUnitFrom(view, offset, lo)));
    unitsOfChanges.set(view, units);
  }
  return units;
}

/** The overlap of two sorted, merged window lists. */
function intersect(a: Array<[number, number]>, b: Array<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [a0, a1] = a[i] as [number, number];
    const [b0, b1] = b[j] as [number, number];
    const from = Math.max(a0, b0);
    const to = Math.min(a1, b1);
    if (from < to) out.push([from, to]);
    if (a1 < b1) i++;
    else j++;
  }
  return out;
}

const stickyForms = new WeakMap<RegExp, RegExp>();

/** Tries a pattern only at the given offsets of a view (a rule's candidate starts). */
function runSticky(
  starts: number[],
  view: MappedText,
  pattern: RegExp,
  sink: FindingSink,
): void {
  let re = stickyForms.get(pattern);
  if (!re) {
    // The flags of compile(pattern) with `y` for `g`, made straight from the pattern: a pattern
    // written with these flags already is then not parsed again.
    let flags = pattern.flags.replace('g', '');
    if (pattern.source.includes('(?<v>') && !flags.includes('d')) flags += 'd';
    re = new RegExp(pattern.source, `${flags}y`);
    stickyForms.set(pattern, re);
  }
  for (const at of starts) {
    re.lastIndex = at;
    const m = re.exec(view.text);
    if (m === null || m[0].length === 0) continue;
    const span = m.indices?.groups?.['v'];
    const vStart = span ? span[0] : m.index;
    const vEnd = span ? span[1] : m.index + m[0].length;
    if (vEnd > vStart) sink.report(m, vStart, vEnd);
  }
}

/** Validates the matches of one rule on one view and records them as findings, once each. */
class FindingSink {
  recognizer: Recognizer | undefined;
  view: MappedText | undefined;
  private readonly seen = new Set<string>();

  constructor(private readonly findings: Finding[]) {}

  report(match: RegExpExecArray, vStart: number, vEnd: number): void {
    const recognizer = this.recognizer!;
    const view = this.view!;
    const value = view.text.slice(vStart, vEnd);
    if (recognizer.validate && !recognizer.validate(value, { text: view.text, start: vStart, end: vEnd, match })) {
      return;
    }
    const { start, end } = toOriginal(view, vStart, vEnd);
    const key = `${start}:${end}:${recognizer.id}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.findings.push({
      start,
      end,
      category: recognizer.category,
      rule: recognizer.id,
      confidence: recognizer.confidence,
      label: labelOf(recognizer),
    });
  }
}

/** Runs a pattern over a view (or only over the given windows of it), reporting value offsets in the view. */
function runPattern(
  windows: Array<[number, number]> | undefined,
  view: MappedText,
  pattern: RegExp,
  limits: ScanLimits,
  sink: FindingSink,
): void {
  const text = view.text;
  const re = compile(pattern);
  if (windows) {
    for (const [from, to] of windows) scanWindow(re, from, text.slice(from, to), sink);
    return;
  }
  const step = Math.max(1, limits.windowChars - limits.windowOverlap);
  for (let offset = 0; offset < text.length; offset += step) {
    const windowText = offset === 0 && text.length <= limits.windowChars ? text : text.slice(offset, offset + limits.windowChars);
    scanWindow(re, offset, windowText, sink);
    if (offset + limits.windowChars >= text.length) break;
  }
}

/** Every match of `re` in `windowText`, reported at view offsets (the window starts at `offset`). */
function scanWindow(re: RegExp, offset: number, windowText: string, sink: FindingSink): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(windowText)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    const span = m.indices?.groups?.['v'];
    const vStart = span ? span[0] : m.index;
    const vEnd = span ? span[1] : m.index + m[0].length;
    if (vEnd > vStart) sink.report(m, offset + vStart, offset + vEnd);
  }
}

/**
 * A value that is complete at a line end ends there. The unwrap view joins lines to find values a
 * terminal wrapped, so one rule can match both up to a line break and across it
 * ("ops@example.io" + "LOG_LEVEL=…" read as "ops@example.ioLOG"); the longer match is then dropped.
 * Credentials keep the longer match: covering a few characters too many is the safe way to be
 * wrong about a secret.
 */
export function endAtLineBreaks(findings: Finding[], text: string): Finding[] {
  let atLineEnd: Map<string, number> | undefined;
  for (const f of findings) {
    if (f.category === 'credential') continue;
    const c = text.charCodeAt(f.end);
    if (c !== 10 && !(c === 13 && text.charCodeAt(f.end + 1) === 10)) continue;
    const key = `${f.start}:${f.rule}`;
    const known = atLineEnd?.get(key);
    if (known === undefined || f.end < known) (atLineEnd ??= new Map()).set(key, f.end);
  }
  if (!atLineEnd) return findings;
  const lineEnds = atLineEnd;
  return findings.filter((f) => {
    if (f.category === 'credential') return true;
    const end = lineEnds.get(`${f.start}:${f.rule}`);
    return end === undefined || f.end <= end;
  });
}

/**
 * Overlapping findings become one span; the more dangerous category names it. The result is
 * sorted and free of overlaps, ready for masking.
 */
export function mergeFindings(findings: readonly Finding[]): Finding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Finding[] = [];
  for (const f of sorted) {
    const last = merged[merged.length - 1];
    if (last && f.start < last.end) {
      const winner =
        CATEGORY_PRIORITY[f.category] > CATEGORY_PRIORITY[last.category] ||
        (f.category === last.category && f.end - f.start > last.end - last.start)
          ? f
          : last;
      merged[merged.length - 1] = {
        ...winner,
        start: last.start,
        end: Math.max(last.end, f.end),
        confidence: Math.max(last.confidence, f.confidence),
      };
    } else {
      merged.push({ ...f });
    }
  }
  return merged;
}
