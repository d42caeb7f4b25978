/**
 * The context classifier: which classifier-backed category (health, financial, private_message,
 * special_category, legal) a text is about, or `benign`, with a calibrated confidence. Pure
 * TypeScript over the shipped model bytes (bag-model.ts); the host supplies the bytes.
 *
 * A text is read in units (segments.ts): a short text whole, a long paste or screen region in
 * chunks of sentences. The text's answer is aggregated from its units (see `aggregate`). Text too
 * short to judge — empty, whitespace, one word — is never given a sensitive label: the classifier
 * abstains with `benign` at a confidence below the act-alone threshold.
 */
import { bagProbabilities, checkBagModel, decodeBagModel, type BagModel } from './bag-model';
import { extractFeatures, FEATURE_CONFIG } from './features';
import { ACT_ALONE_CONFIDENCE, CLASSIFIER_LABELS, type ClassifierLabel } from './labels';
import { contextSpans, type Span } from './segments';
import { isTooShort } from './too-short';

export const CONTEXT_HEAD = 'context';

export interface Classification {
  category: ClassifierLabel;
  /** Calibrated probability of `category`; always the largest of `scores`. */
  confidence: number;
  scores: Record<ClassifierLabel, number>;
}

export interface UnitClassification extends Classification, Span {
  /** True when the unit was too short to judge and the answer is the abstention. */
  abstained: boolean;
}

export interface TextClassification extends Classification {
  /** Every unit the text was read in, in order. */
  units: UnitClassification[];
  /** Index into `units` of the unit the text's answer came from (-1 for an empty text). */
  decidedBy: number;
  abstained: boolean;
}

export interface Classifier {
  /** One aggregated answer per text. */
  classify(texts: readonly string[]): TextClassification[];
  /** The model's answer for one unit of text as it stands, without cutting it up. */
  classifyUnit(text: string): Classification;
  readonly model: BagModel;
}

/** Confidence of the abstention: below the act-alone threshold, so it never acts by itself. */
export const ABSTAIN_CONFIDENCE = 0.6;

export { isTooShort };

export function abstention(): Classification {
  const rest = (1 - ABSTAIN_CONFIDENCE) / (CLASSIFIER_LABELS.length - 1);
  const scores = Object.fromEntries(CLASSIFIER_LABELS.map((l) => [l, l === 'benign' ? ABSTAIN_CONFIDENCE : rest])) as Record<ClassifierLabel, number>;
  return { category: 'benign', confidence: ABSTAIN_CONFIDENCE, scores };
}

function fromProbabilities(p: ArrayLike<number>): Classification {
  const scores = {} as Record<ClassifierLabel, number>;
  let best = 0;
  CLASSIFIER_LABELS.forEach((label, c) => {
    scores[label] = p[c] as number;
    if ((p[c] as number) > (p[best] as number)) best = c;
  });
  return { category: CLASSIFIER_LABELS[best] as ClassifierLabel, confidence: p[best] as number, scores };
}

/**
 * The aggregation rule for a paste or screen region, from its units' answers:
 * - if any unit's top label is a sensitive category, the text takes the sensitive answer held with
 *   the highest confidence (one diagnosis in a long e-mail makes the e-mail `health`);
 * - otherwise the text is `benign` with the confidence of its least sure unit (a text is only as
 *   surely benign as its weakest part);
 * - units that abstained count only when every unit did.
 * The chosen unit's own scores are returned, so `confidence` stays equal to `scores[category]`.
 */
export function aggregate(units: readonly UnitClassification[]): { result: Classification; index: number } {
  const judged = units.map((u, i) => ({ u, i })).filter(({ u }) => !u.abstained);
  if (judged.length === 0) {
    return units.length > 0 ? { result: units[0] as UnitClassification, index: 0 } : { result: abstention(), index: -1 };
  }
  let pick: { u: UnitClassification; i: number } | null = null;
  for (const x of judged) if (x.u.category !== 'benign' && (!pick || x.u.confidence > pick.u.confidence)) pick = x;
  if (!pick) for (const x of judged) if (!pick || x.u.scores.benign < pick.u.scores.benign) pick = x;
  const chosen = pick as { u: UnitClassification; i: number };
  return { result: { category: chosen.u.category, confidence: chosen.u.confidence, scores: chosen.u.scores }, index: chosen.i };
}

export function createClassifierFromModel(model: BagModel): Classifier {
  checkBagModel(model, CONTEXT_HEAD, CLASSIFIER_LABELS, FEATURE_CONFIG);
  const buf = new Float64Array(CLASSIFIER_LABELS.length);
  return { model, ...classifierOver((text) => bagProbabilities(model, extractFeatures(text), buf)) };
}

/**
 * The classifier's reading (units, abstention, aggregation) over any scorer of one unit's text:
 * the pure-TypeScript forward pass, or probabilities onnxruntime-web computed for the units.
 * `score` gets units already found long enough and returns the labels' probabilities in
 * CLASSIFIER_LABELS order.
 */
export function classifierOver(score: (unit: string) => ArrayLike<number>): Pick<Classifier, 'classify' | 'classifyUnit'> {
  const judge = (text: string): Classification => fromProbabilities(score(text));
  const classifyUnit = (text: string): Classification => (isTooShort(text) ? abstention() : judge(text));
  const classifyOne = (text: string): TextClassification => {
    const units: UnitClassification[] = contextSpans(text).map((span) => {
      const unit = text.slice(span.start, span.end);
      const abstained = isTooShort(unit);
      return { ...span, abstained, ...(abstained ? abstention() : judge(unit)) };
    });
    const { result, index } = aggregate(units);
    return { ...result, units, decidedBy: index, abstained: index < 0 || (units[index] as UnitClassification).abstained };
  };
  return { classifyUnit, classify: (texts) => texts.map(classifyOne) };
}

/** Loads the context head from the shipped model bytes; throws on a file for another head or build. */
export function createClassifier(modelBytes: Uint8Array): Classifier {
  return createClassifierFromModel(decodeBagModel(modelBytes));
}

/** Whether a decision may act without asking the person. */
export function actsAlone(c: Pick<Classification, 'confidence'>): boolean {
  return c.confidence >= ACT_ALONE_CONFIDENCE;
}
