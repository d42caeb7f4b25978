/**
 * What the on-device models said about one text, in the plain shape that crosses from the model
 * host (the offscreen document, or Firefox's background page) to the service worker, and how the
 * context classifier's reading becomes part of the text's decision.
 *
 * The fold-in rules (DESIGN.md, "Confidence rule"), per context category whose units the model
 * reads as that category (a unit's top label; `benign` and abstaining units never count):
 * - at confidence ≥ 0.8 the model acts alone, under the policy's effective decision for the site
 *   (strictest over its purposes): `allow` releases, `block` blocks, `ask` asks, and `mask`
 *   replaces each unit of that category with a visible placeholder (`[HEALTH]`), not a
 *   restorable token: a paragraph is no identifier the reply could echo back;
 * - below 0.8, a category whose effective decision is not `allow` is asked about (the content is
 *   held until the person answers; "send masked" then replaces its units with the placeholder);
 * - a reading that could not be had (the host timed out or failed) holds the text for the
 *   person's word: it is never released as if the model had found nothing.
 * Pure: no browser globals.
 */
import type { Classifier, TextClassification } from '../classifier/classifier';
import type { InjectionDetector, InjectionResult } from '../classifier/injection-detector';
import { ACT_ALONE_CONFIDENCE, type ClassifierLabel } from '../classifier/labels';
import type { ContextFinding } from '../engine/types';
import type { ContextCategory } from '../vocabulary';

/** One unit the context classifier read: where it is, its top label and that label's confidence. */
export interface ContextUnit {
  start: number;
  end: number;
  category: ClassifierLabel;
  confidence: number;
  abstained: boolean;
}

/** The context classifier's reading of a text: the aggregated answer and every unit. */
export interface ContextReading {
  category: ClassifierLabel;
  confidence: number;
  abstained: boolean;
  units: ContextUnit[];
}

/** The models' reading of one text, or why there is none (the decision then holds the text). */
export type ModelReading =
  | {
      ok: true;
      context: ContextReading;
      /** The injection head's flagged spans (and its text-level probability). */
      injection: Pick<InjectionResult, 'probability' | 'flagged' | 'spans'>;
      /** Milliseconds this reading waited for the models to load (0 once they are warm). */
      warmUpMs: number;
    }
  | { ok: false; reason: 'timeout' | 'error' };

/** Rule id of findings that stand for the context classifier's units. */
export const MODEL_CONTEXT_RULE = 'model-context';

/** The visible placeholder a masked unit of a context category becomes (`[HEALTH]`). */
export function contextLabel(category: ContextCategory): string {
  return category.toUpperCase();
}

/** The plain reading of a classification (no scores: the decision needs the top label only). */
export function contextReadingOf(c: TextClassification): ContextReading {
  return {
    category: c.category,
    confidence: c.confidence,
    abstained: c.abstained,
    units: c.units.map((u) => ({ start: u.start, end: u.end, category: u.category, confidence: u.confidence, abstained: u.abstained })),
  };
}

/** What the model says about one context category in a text. */
export interface ContextVerdict {
  category: ContextCategory;
  /** Highest confidence of any unit read as this category. */
  confidence: number;
  /** True at confidence ≥ 0.8: the policy's decision applies without asking. */
  actsAlone: boolean;
  /** The units read as this category, as findings (rule `model-context`), in text order. */
  findings: ContextFinding[];
}

/**
 * Per context category, the units the model reads as it. Units that abstained, read `benign`,
 * or fall outside the text are left out; an empty reading gives nothing.
 */
export function contextVerdicts(reading: ContextReading, textLength: number): ContextVerdict[] {
  const by = new Map<ContextCategory, ContextVerdict>();
  for (const u of reading.units) {
    if (u.abstained || u.category === 'benign') continue;
    if (!(u.start >= 0 && u.end <= textLength && u.end > u.start)) continue;
    if (!Number.isFinite(u.confidence)) continue;
    const category = u.category;
    let v = by.get(category);
    if (!v) by.set(category, (v = { category, confidence: 0, actsAlone: false, findings: [] }));
    v.confidence = Math.max(v.confidence, u.confidence);
    v.findings.push({ start: u.start, end: u.end, category, rule: MODEL_CONTEXT_RULE, confidence: Math.round(u.confidence * 1e4) / 1e4, label: contextLabel(category) });
  }
  for (const v of by.values()) {
    v.actsAlone = v.confidence >= ACT_ALONE_CONFIDENCE;
    v.findings.sort((a, b) => a.start - b.start);
  }
  return [...by.values()];
}

/** The two heads as a host holds them once loaded. */
export interface ModelHeads {
  classifier: Pick<Classifier, 'classify'>;
  injection: Pick<InjectionDetector, 'detect'>;
}

/** A host's reader of both heads that answers later (onnxruntime-web runs asynchronously). */
export interface TextModelReader {
  read(text: string, warmUpMs?: number): Promise<Extract<ModelReading, { ok: true }>>;
}

/** Both heads over one text: the reading a host hands back (`warmUpMs` is the host's to say). */
export function readWithModels(heads: ModelHeads, text: string, warmUpMs = 0): Extract<ModelReading, { ok: true }> {
  const classification = heads.classifier.classify([text])[0];
  const context: ContextReading = classification ? contextReadingOf(classification) : { category: 'benign', confidence: 0, abstained: true, units: [] };
  const { probability, flagged, spans } = heads.injection.detect(text);
  return { ok: true, context, injection: { probability, flagged, spans }, warmUpMs };
}

/** The injection head's reading as the detector `decideText` takes (its spans were read on this text). */
export function injectionFrom(reading: Extract<ModelReading, { ok: true }>): Pick<InjectionDetector, 'detect'> {
  return { detect: () => ({ ...reading.injection, units: [] }) };
}
