/**
 * The two heads' output labels, in the order of their output columns. The context head decides
 * the classifier-backed categories (or `benign`); identifiers (keys, ids, phone numbers) are the
 * detectors' job, so the context head has no labels for them. The injection head says whether a
 * segment is an instruction addressed to an AI model.
 */
import type { Category } from '../vocabulary';

export const CLASSIFIER_LABELS = ['benign', 'health', 'financial', 'private_message', 'special_category', 'legal'] as const satisfies readonly Category[];

export type ClassifierLabel = (typeof CLASSIFIER_LABELS)[number];

export const INJECTION_LABELS = ['benign', 'injection'] as const satisfies readonly Category[];

export type InjectionLabel = (typeof INJECTION_LABELS)[number];

export function isClassifierLabel(value: string): value is ClassifierLabel {
  return (CLASSIFIER_LABELS as readonly string[]).includes(value);
}

/** At or above this confidence a classifier decision acts alone; below it the person is asked. */
export const ACT_ALONE_CONFIDENCE = 0.8;
