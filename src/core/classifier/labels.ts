/**
 * The classifier's output labels, in the order of the model's output columns. `benign` plus the
 * context categories, plus three detector categories the model also recognises from wording
 * ("the wifi password is …") so that a line the detectors miss still gets a category.
 */
import type { Category } from '../vocabulary';

export const CLASSIFIER_LABELS = [
  'benign',
  'health',
  'financial',
  'private_message',
  'special_category',
  'legal',
  'credential',
  'government_id',
  'contact',
] as const satisfies readonly Category[];

export type ClassifierLabel = (typeof CLASSIFIER_LABELS)[number];

export function isClassifierLabel(value: string): value is ClassifierLabel {
  return (CLASSIFIER_LABELS as readonly string[]).includes(value);
}

/** At or above this confidence a classifier decision acts alone; below it the person is asked. */
export const ACT_ALONE_CONFIDENCE = 0.8;
