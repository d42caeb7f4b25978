/**
 * Token-level figures for the tagger and the whole scan: a token is a run of letters and digits
 * (independent of the tagger's own tokenizer); a token is gold for a kind when a labelled span
 * of that kind overlaps it, and predicted when a predicted span does. Per kind: recall,
 * precision and F2 (recall weighted, as a guard should be). Also span-level calibration data:
 * a predicted span is right when it overlaps a labelled span of the same kind.
 */
import { expectedCalibrationError } from '../metrics';

export interface LabelledSpan {
  start: number;
  end: number;
  kind: string;
}

export interface PredictedSpan extends LabelledSpan {
  confidence?: number;
}

export interface KindScores {
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f2: number;
}

const TOKEN = /[\p{L}\p{N}]+/gu;

export function evalTokens(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(TOKEN)) out.push([m.index!, m.index! + m[0].length]);
  return out;
}

export function fbeta(precision: number, recall: number, beta = 2): number {
  const b2 = beta * beta;
  return precision + recall === 0 ? 0 : ((1 + b2) * precision * recall) / (b2 * precision + recall);
}

export class TokenScorer {
  readonly counts = new Map<string, { tp: number; fp: number; fn: number }>();
  readonly spanConfidence: number[] = [];
  readonly spanCorrect: boolean[] = [];
  readonly spanKinds: string[] = [];

  /**
   * `matches(predKind, goldKind)` says whether a prediction of one kind covers a gold token of
   * another (the scan reports categories, so "contact" covers both addresses and phones).
   */
  add(
    text: string,
    gold: readonly LabelledSpan[],
    predicted: readonly PredictedSpan[],
    kinds: readonly string[],
    matches: (pred: string, gold: string) => boolean = (p, g) => p === g,
  ): void {
    const tokens = evalTokens(text);
    for (const [s, e] of tokens) {
      const g = gold.filter((x) => x.start < e && s < x.end).map((x) => x.kind);
      const p = predicted.filter((x) => x.start < e && s < x.end).map((x) => x.kind);
      for (const k of kinds) {
        const c = this.counts.get(k) ?? { tp: 0, fp: 0, fn: 0 };
        const isGold = g.includes(k);
        // A predicted token of kind k is right when it is gold for any kind k covers.
        const predictedK = p.some((pk) => matches(pk, k));
        if (isGold && predictedK) c.tp++;
        else if (isGold) c.fn++;
        this.counts.set(k, c);
      }
      for (const pk of new Set(p)) {
        const c = this.counts.get(`pred:${pk}`) ?? { tp: 0, fp: 0, fn: 0 };
        if (g.some((gk) => matches(pk, gk))) c.tp++;
        else c.fp++;
        this.counts.set(`pred:${pk}`, c);
      }
    }
    for (const p of predicted) {
      if (p.confidence === undefined) continue;
      this.spanConfidence.push(p.confidence);
      this.spanKinds.push(p.kind);
      this.spanCorrect.push(gold.some((g) => g.start < p.end && p.start < g.end && matches(p.kind, g.kind)));
    }
  }

  /** Recall from gold-kind counts; precision from the predictions that can cover that kind. */
  scores(kind: string, predKinds: readonly string[] = [kind]): KindScores {
    const g = this.counts.get(kind) ?? { tp: 0, fp: 0, fn: 0 };
    let ptp = 0;
    let pfp = 0;
    for (const pk of predKinds) {
      const c = this.counts.get(`pred:${pk}`) ?? { tp: 0, fp: 0, fn: 0 };
      ptp += c.tp;
      pfp += c.fp;
    }
    const recall = g.tp + g.fn === 0 ? 0 : g.tp / (g.tp + g.fn);
    const precision = ptp + pfp === 0 ? 0 : ptp / (ptp + pfp);
    return { tp: g.tp, fp: pfp, fn: g.fn, precision, recall, f2: fbeta(precision, recall) };
  }

  ece(bins = 10): number {
    return this.spanConfidence.length === 0 ? 0 : expectedCalibrationError(this.spanConfidence, this.spanCorrect, bins);
  }

  /** Precision among spans at or above a confidence. */
  precisionAbove(threshold: number): { share: number; precision: number } {
    let n = 0;
    let right = 0;
    this.spanConfidence.forEach((c, i) => {
      if (c >= threshold) {
        n++;
        if (this.spanCorrect[i]) right++;
      }
    });
    return { share: this.spanConfidence.length === 0 ? 0 : n / this.spanConfidence.length, precision: n === 0 ? 0 : right / n };
  }
}

/** False-positive tokens on text that holds no entity, overall and by kind of text. */
export interface NegativesReport {
  documents: number;
  tokens: number;
  falsePositiveTokens: number;
  fpPerThousand: number;
  byKind: Record<string, { documents: number; tokens: number; falsePositiveTokens: number; fpPerThousand: number }>;
  /** False-positive tokens by the kind the tagger gave them. */
  byPredictedKind: Record<string, number>;
}

export function negativesReport(docs: ReadonlyArray<{ text: string; carrier: string }>, tag: (text: string) => readonly PredictedSpan[]): NegativesReport {
  const byKind: NegativesReport['byKind'] = {};
  const byPredictedKind: Record<string, number> = {};
  let tokens = 0;
  let fp = 0;
  for (const d of docs) {
    const found = tag(d.text);
    const k = (byKind[d.carrier] ??= { documents: 0, tokens: 0, falsePositiveTokens: 0, fpPerThousand: 0 });
    k.documents++;
    for (const [s, e] of evalTokens(d.text)) {
      tokens++;
      k.tokens++;
      const hit = found.find((f) => f.start < e && s < f.end);
      if (hit) {
        fp++;
        k.falsePositiveTokens++;
        byPredictedKind[hit.kind] = (byPredictedKind[hit.kind] ?? 0) + 1;
      }
    }
  }
  for (const k of Object.values(byKind)) k.fpPerThousand = (1000 * k.falsePositiveTokens) / Math.max(1, k.tokens);
  return { documents: docs.length, tokens, falsePositiveTokens: fp, fpPerThousand: (1000 * fp) / Math.max(1, tokens), byKind, byPredictedKind };
}
