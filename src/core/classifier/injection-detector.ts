/**
 * The learned injection detector: which sentences or lines of a text are instructions addressed to
 * an AI model (role overrides, jailbreak framings, system-prompt extraction, fake system notes,
 * instructions hidden in a pasted e-mail, page, review or code comment), with a calibrated
 * probability each. Pure TypeScript over the shipped model bytes; the host supplies the bytes.
 *
 * It reports spans so masking can neutralise just the instruction and leave the rest of the
 * paste intact. The rule recognizers in recognizers/injection stay a second, independent opinion.
 */
import { bagProbabilities, checkBagModel, decodeBagModel, type BagHeader, type BagModel } from './bag-model';
import { isTooShort } from './too-short';
import { extractFeatures, FEATURE_CONFIG } from './features';
import { INJECTION_LABELS } from './labels';
import { injectionSpans, type Span } from './segments';

export const INJECTION_HEAD = 'injection';

/** A text up to this long is also read whole, besides its sentences and lines. */
export const WHOLE_TEXT_MAX = 600;

/** Operating point when the model file records none. */
const DEFAULT_THRESHOLD = 0.5;

export interface InjectionSpan extends Span {
  /** Calibrated probability that this unit is an instruction addressed to a model. */
  probability: number;
}

export interface InjectionResult {
  /** Highest unit probability: the text's probability of carrying an injected instruction. */
  probability: number;
  /** probability ≥ the operating threshold. */
  flagged: boolean;
  /** Units at or above the threshold, in text order. */
  spans: InjectionSpan[];
  /** Every unit read, with its probability. */
  units: InjectionSpan[];
}

export interface InjectionDetector {
  detect(text: string): InjectionResult;
  /** The model's probability for one unit as it stands. */
  scoreUnit(text: string): number;
  /** The probability at which a unit is flagged (fixed on the validation split at training). */
  readonly threshold: number;
  readonly model: BagModel;
}

export function createInjectionDetectorFromModel(model: BagModel, options: { threshold?: number } = {}): InjectionDetector {
  checkBagModel(model, INJECTION_HEAD, INJECTION_LABELS, FEATURE_CONFIG);
  const threshold = injectionThreshold(model.header, options);
  const buf = new Float64Array(INJECTION_LABELS.length);
  return { model, ...injectionDetectorOver((text) => bagProbabilities(model, extractFeatures(text), buf)[1] as number, threshold) };
}

/** The operating threshold: the caller's, else the one the model file records, else 0.5. */
export function injectionThreshold(header: Pick<BagHeader, 'meta'>, options: { threshold?: number } = {}): number {
  const recorded = Number(header.meta.threshold);
  return options.threshold ?? (Number.isFinite(recorded) && recorded > 0 && recorded < 1 ? recorded : DEFAULT_THRESHOLD);
}

/**
 * The detector's reading (units, the short text read whole, spans) over any scorer of one unit's
 * text: the pure-TypeScript forward pass, or probabilities onnxruntime-web computed for the units.
 * `score` gets units already found long enough and returns the instruction probability.
 */
export function injectionDetectorOver(score: (unit: string) => number, threshold: number): Omit<InjectionDetector, 'model'> {
  const scoreUnit = (text: string): number => (isTooShort(text) ? 0 : score(text));
  return {
    threshold,
    scoreUnit,
    detect(text) {
      const units = injectionSpans(text).map((s) => ({ ...s, probability: scoreUnit(text.slice(s.start, s.end)) }));
      let probability = units.reduce((m, u) => Math.max(m, u.probability), 0);
      let spans = units.filter((u) => u.probability >= threshold);
      // A short text is also read whole: an instruction spread over two lines is still one instruction.
      const first = units[0];
      const last = units[units.length - 1];
      if (first && last && units.length > 1 && last.end - first.start <= WHOLE_TEXT_MAX) {
        const whole = { start: first.start, end: last.end, probability: scoreUnit(text.slice(first.start, last.end)) };
        probability = Math.max(probability, whole.probability);
        if (spans.length === 0 && whole.probability >= threshold) spans = [whole];
      }
      return { probability, flagged: probability >= threshold, spans, units };
    },
  };
}

/** Loads the injection head from the shipped model bytes; throws on a file for another head or build. */
export function createInjectionDetector(modelBytes: Uint8Array, options: { threshold?: number } = {}): InjectionDetector {
  return createInjectionDetectorFromModel(decodeBagModel(modelBytes), options);
}
