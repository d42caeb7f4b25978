/**
 * Evaluation figures for the model card: accuracy, per-label and macro F1, expected calibration
 * error (equal-width confidence bins over the top label), negative log-likelihood, and the
 * temperature that minimises validation NLL.
 */

export interface LabelScores {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface Metrics {
  n: number;
  accuracy: number;
  macroF1: number;
  ece: number;
  nll: number;
  perLabel: LabelScores[];
  /** confusion[true][predicted] */
  confusion: number[][];
}

/** Expected calibration error with `bins` equal-width bins over the top-label confidence. */
export function expectedCalibrationError(confidence: readonly number[], correct: readonly boolean[], bins = 15): number {
  const count = new Array<number>(bins).fill(0);
  const conf = new Array<number>(bins).fill(0);
  const acc = new Array<number>(bins).fill(0);
  confidence.forEach((c, i) => {
    const b = Math.min(bins - 1, Math.floor(c * bins));
    count[b] = (count[b] as number) + 1;
    conf[b] = (conf[b] as number) + c;
    acc[b] = (acc[b] as number) + (correct[i] ? 1 : 0);
  });
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const k = count[b] as number;
    if (k > 0) ece += (k / confidence.length) * Math.abs((acc[b] as number) / k - (conf[b] as number) / k);
  }
  return ece;
}

/** Figures from probability rows ([n × classes], each summing to 1) and true label indices. */
export function evaluate(probs: ArrayLike<number>, labels: ArrayLike<number>, classes: number): Metrics {
  const n = labels.length;
  const confusion = Array.from({ length: classes }, () => new Array<number>(classes).fill(0));
  const confidence: number[] = [];
  const correct: boolean[] = [];
  let nll = 0;
  for (let i = 0; i < n; i++) {
    let best = 0;
    for (let c = 1; c < classes; c++) if ((probs[i * classes + c] as number) > (probs[i * classes + best] as number)) best = c;
    const y = labels[i] as number;
    (confusion[y] as number[])[best] = ((confusion[y] as number[])[best] as number) + 1;
    confidence.push(probs[i * classes + best] as number);
    correct.push(best === y);
    nll -= Math.log(Math.max(probs[i * classes + y] as number, 1e-12));
  }
  const perLabel: LabelScores[] = [];
  for (let c = 0; c < classes; c++) {
    const tp = (confusion[c] as number[])[c] as number;
    const support = (confusion[c] as number[]).reduce((a, b) => a + b, 0);
    const predicted = confusion.reduce((a, row) => a + (row[c] as number), 0);
    const precision = predicted === 0 ? 0 : tp / predicted;
    const recall = support === 0 ? 0 : tp / support;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    perLabel.push({ precision, recall, f1, support });
  }
  const present = perLabel.filter((s) => s.support > 0);
  return {
    n,
    accuracy: correct.filter(Boolean).length / Math.max(1, n),
    macroF1: present.reduce((a, s) => a + s.f1, 0) / Math.max(1, present.length),
    ece: expectedCalibrationError(confidence, correct),
    nll: nll / Math.max(1, n),
    perLabel,
    confusion,
  };
}

function nllAt(logits: ArrayLike<number>, labels: ArrayLike<number>, classes: number, temperature: number): number {
  let total = 0;
  for (let i = 0; i < labels.length; i++) {
    let max = -Infinity;
    for (let c = 0; c < classes; c++) max = Math.max(max, (logits[i * classes + c] as number) / temperature);
    let sum = 0;
    for (let c = 0; c < classes; c++) sum += Math.exp((logits[i * classes + c] as number) / temperature - max);
    total -= (logits[i * classes + (labels[i] as number)] as number) / temperature - max - Math.log(sum);
  }
  return total / Math.max(1, labels.length);
}

/** Temperature minimising NLL (golden-section search on log T over [0.05, 20]). */
export function fitTemperature(logits: ArrayLike<number>, labels: ArrayLike<number>, classes: number): number {
  let lo = Math.log(0.05);
  let hi = Math.log(20);
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let fa = nllAt(logits, labels, classes, Math.exp(a));
  let fb = nllAt(logits, labels, classes, Math.exp(b));
  for (let iter = 0; iter < 60; iter++) {
    if (fa < fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = nllAt(logits, labels, classes, Math.exp(a));
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = nllAt(logits, labels, classes, Math.exp(b));
    }
  }
  return Math.exp((lo + hi) / 2);
}

/** Applies a temperature and softmax to logit rows. */
export function calibratedProbs(logits: ArrayLike<number>, classes: number, temperature: number): Float64Array {
  const n = logits.length / classes;
  const out = new Float64Array(logits.length);
  for (let i = 0; i < n; i++) {
    let max = -Infinity;
    for (let c = 0; c < classes; c++) max = Math.max(max, (logits[i * classes + c] as number) / temperature);
    let sum = 0;
    for (let c = 0; c < classes; c++) {
      const e = Math.exp((logits[i * classes + c] as number) / temperature - max);
      out[i * classes + c] = e;
      sum += e;
    }
    for (let c = 0; c < classes; c++) out[i * classes + c] = (out[i * classes + c] as number) / sum;
  }
  return out;
}
