/**
 * Measures the shipped heads through the product's own inference code (src/core/classifier) on
 * every evaluation set there is: the held-out test split of each generated corpus, the project's
 * earlier hand-written file, and the frozen hand-labelled sets in fixtures/labelled/ (written
 * blind by others) when they are present. Nothing here trains or tunes; figures only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClassifier, type Classifier } from '../../src/core/classifier/classifier';
import { createInjectionDetector, type InjectionDetector } from '../../src/core/classifier/injection-detector';
import { ACT_ALONE_CONFIDENCE, CLASSIFIER_LABELS, isClassifierLabel } from '../../src/core/classifier/labels';
import type { InjectionDoc } from '../../training/injection/generate';
import { evaluate, type Metrics } from '../../training/metrics';
import type { Example } from '../../training/pipeline';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const HANDWRITTEN_PATH = `${ROOT}fixtures/classifier/handwritten.jsonl`;
export const LABELLED_DIR = `${ROOT}fixtures/labelled/`;
export const LABELLED_CONTEXT = ['context-v1.jsonl', 'context-multilingual-v1.jsonl'] as const;
export const LABELLED_INJECTION = 'injection-v1.jsonl';
/** The project's own injection test file, written before the training lines it is kept apart from (not blind). */
export const OWN_INJECTION = 'injection-own-v2.jsonl';

export interface ContextRow {
  text: string;
  label: string;
  lang?: string;
  register?: string;
  hardNegative?: boolean;
}

export interface InjectionRow {
  text: string;
  label: 'injection' | 'benign';
  kind: string;
  lang?: string;
  carrier?: string;
}

function readJsonl(path: string): Record<string, unknown>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((line, i) => {
      const row = JSON.parse(line) as unknown;
      if (typeof row !== 'object' || row === null) throw new Error(`${path} line ${i + 1}: not an object`);
      return row as Record<string, unknown>;
    });
}

/**
 * The earlier hand-written file. Its credential / government_id / contact lines are wording around
 * identifiers, which the detectors decide; the context head has no such labels, so they are left out.
 */
export function readHandwritten(path = HANDWRITTEN_PATH): { rows: ContextRow[]; skipped: number } {
  const all = readJsonl(path);
  const rows: ContextRow[] = [];
  let skipped = 0;
  for (const r of all) {
    if (typeof r.text !== 'string' || typeof r.label !== 'string') throw new Error(`${path}: needs "text" and "label"`);
    if (isClassifierLabel(r.label)) rows.push({ text: r.text, label: r.label });
    else skipped++;
  }
  return { rows, skipped };
}

export function readLabelledContext(name: string, dir = LABELLED_DIR): ContextRow[] | null {
  const path = `${dir}${name}`;
  if (!existsSync(path)) return null;
  return readJsonl(path).map((r, i) => {
    if (typeof r.text !== 'string' || typeof r.label !== 'string' || !isClassifierLabel(r.label)) throw new Error(`${name} line ${i + 1}: needs "text" and a context "label"`);
    return { text: r.text, label: r.label, lang: String(r.lang ?? ''), register: String(r.register ?? ''), hardNegative: r.hard_negative === true };
  });
}

export function readLabelledInjection(dir = LABELLED_DIR, name: string = LABELLED_INJECTION): InjectionRow[] | null {
  const path = `${dir}${name}`;
  if (!existsSync(path)) return null;
  return readJsonl(path).map((r, i) => {
    if (typeof r.text !== 'string' || (r.label !== 'injection' && r.label !== 'benign')) throw new Error(`${name} line ${i + 1}: needs "text" and label injection|benign`);
    return { text: r.text, label: r.label, kind: String(r.kind ?? (r.label === 'injection' ? 'direct' : 'ordinary')), lang: String(r.lang ?? ''), carrier: String(r.carrier ?? '') };
  });
}

export interface Bin {
  from: number;
  to: number;
  n: number;
  meanConfidence: number;
  accuracy: number;
}

export interface ContextReport extends Metrics {
  /** Share of lines at or above the act-alone confidence, and accuracy there and below. */
  actAloneShare: number;
  actAloneAccuracy: number;
  belowAccuracy: number;
  bins: Bin[];
  /** Sensitive label given at ≥ 0.8 to a line labelled benign, as a share of benign lines. */
  confidentFalseSensitive: number;
  byLang: Record<string, { n: number; accuracy: number; macroF1: number }>;
}

const BINS = 10;

function bins(confidence: readonly number[], correct: readonly boolean[], n = BINS): Bin[] {
  const out: Bin[] = [];
  for (let b = 0; b < n; b++) out.push({ from: b / n, to: (b + 1) / n, n: 0, meanConfidence: 0, accuracy: 0 });
  confidence.forEach((c, i) => {
    const bin = out[Math.min(n - 1, Math.floor(c * n))] as Bin;
    bin.n++;
    bin.meanConfidence += c;
    bin.accuracy += correct[i] ? 1 : 0;
  });
  for (const b of out) if (b.n > 0) {
    b.meanConfidence /= b.n;
    b.accuracy /= b.n;
  }
  return out;
}

/** Expected calibration error over equal-width bins (the figure quoted with its bins). */
export function eceOf(b: readonly Bin[]): number {
  const total = b.reduce((s, x) => s + x.n, 0);
  return b.reduce((s, x) => s + (x.n / Math.max(1, total)) * Math.abs(x.accuracy - x.meanConfidence), 0);
}

export function evaluateContext(classifier: Classifier, rows: readonly ContextRow[]): ContextReport {
  const classes = CLASSIFIER_LABELS.length;
  const results = classifier.classify(rows.map((r) => r.text));
  const probs = new Float64Array(rows.length * classes);
  results.forEach((r, i) => CLASSIFIER_LABELS.forEach((l, c) => (probs[i * classes + c] = r.scores[l])));
  const labels = rows.map((r) => CLASSIFIER_LABELS.indexOf(r.label as never));
  const m = evaluate(probs, labels, classes);
  const conf = results.map((r) => r.confidence);
  const correct = results.map((r, i) => r.category === rows[i]?.label);
  let above = 0;
  let rightAbove = 0;
  let rightBelow = 0;
  let benign = 0;
  let falseSensitive = 0;
  results.forEach((r, i) => {
    if (r.confidence >= ACT_ALONE_CONFIDENCE) {
      above++;
      if (correct[i]) rightAbove++;
    } else if (correct[i]) rightBelow++;
    if (rows[i]?.label === 'benign') {
      benign++;
      if (r.category !== 'benign' && r.confidence >= ACT_ALONE_CONFIDENCE) falseSensitive++;
    }
  });
  const byLang: ContextReport['byLang'] = {};
  const langs = [...new Set(rows.map((r) => r.lang ?? ''))].filter((l) => l !== '');
  for (const lang of langs) {
    const idx = rows.map((r, i) => (r.lang === lang ? i : -1)).filter((i) => i >= 0);
    const p = new Float64Array(idx.length * classes);
    idx.forEach((i, k) => p.set(probs.subarray(i * classes, (i + 1) * classes), k * classes));
    const lm = evaluate(p, idx.map((i) => labels[i] as number), classes);
    byLang[lang] = { n: idx.length, accuracy: lm.accuracy, macroF1: lm.macroF1 };
  }
  const b = bins(conf, correct);
  return {
    ...m,
    ece: eceOf(b),
    bins: b,
    actAloneShare: above / Math.max(1, rows.length),
    actAloneAccuracy: above ? rightAbove / above : 0,
    belowAccuracy: rows.length - above ? rightBelow / (rows.length - above) : 0,
    confidentFalseSensitive: benign ? falseSensitive / benign : 0,
    byLang,
  };
}

export interface InjectionReport {
  n: number;
  threshold: number;
  /** Per kind: count and share flagged (recall for injection kinds, false-positive rate for benign ones). */
  byKind: Record<string, { label: string; n: number; flagged: number; rate: number }>;
  recall: number;
  falsePositiveRate: number;
  /** Among flagged injection texts, share whose flagged spans overlap the text's instruction (own test split only). */
  ece: number;
  bins: Bin[];
}

export function evaluateInjection(detector: InjectionDetector, rows: readonly InjectionRow[]): InjectionReport {
  const byKind: InjectionReport['byKind'] = {};
  const conf: number[] = [];
  const correct: boolean[] = [];
  let pos = 0;
  let tp = 0;
  let neg = 0;
  let fp = 0;
  for (const row of rows) {
    const r = detector.detect(row.text);
    const key = `${row.label}/${row.kind}`;
    const k = (byKind[key] ??= { label: row.label, n: 0, flagged: 0, rate: 0 });
    k.n++;
    if (r.flagged) k.flagged++;
    if (row.label === 'injection') {
      pos++;
      if (r.flagged) tp++;
    } else {
      neg++;
      if (r.flagged) fp++;
    }
    const predicted = r.probability >= 0.5;
    conf.push(predicted ? r.probability : 1 - r.probability);
    correct.push(predicted === (row.label === 'injection'));
  }
  for (const k of Object.values(byKind)) k.rate = k.flagged / Math.max(1, k.n);
  const b = bins(conf, correct);
  return { n: rows.length, threshold: detector.threshold, byKind, recall: tp / Math.max(1, pos), falsePositiveRate: fp / Math.max(1, neg), ece: eceOf(b), bins: b };
}

export function injectionRowsFromDocs(docs: readonly InjectionDoc[]): InjectionRow[] {
  return docs.map((d) => ({ text: d.text, label: d.label, kind: d.kind, lang: d.lang, carrier: d.carrier }));
}

export function contextRowsFromExamples(examples: readonly Example[]): ContextRow[] {
  return examples.map((e) => ({ text: e.text, label: e.label, lang: e.lang }));
}

export interface Heads {
  classifier: Classifier;
  detector: InjectionDetector;
}

export function loadHeads(contextBytes: Uint8Array, injectionBytes: Uint8Array): Heads {
  return { classifier: createClassifier(contextBytes), detector: createInjectionDetector(injectionBytes) };
}
