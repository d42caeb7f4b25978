/**
 * The product's vocabulary, spelled exactly as in the design: categories, purposes, decisions and
 * policy actions. Everything else imports these lists rather than repeating the strings.
 */

/** Categories found by deterministic detectors (recognizers). */
export const DETECTOR_CATEGORIES = [
  'credential',
  'government_id',
  'payment',
  'contact',
  'person_name',
  'injection',
] as const;

/** Categories that need context, decided by the on-device classifier. */
export const CONTEXT_CATEGORIES = ['health', 'financial', 'private_message', 'special_category', 'legal'] as const;

export const CATEGORIES = [...DETECTOR_CATEGORIES, ...CONTEXT_CATEGORIES, 'benign'] as const;

export const PURPOSES = ['assistant', 'training', 'analytics', 'third_party'] as const;

export const DECISIONS = ['allow', 'mask', 'block', 'ask'] as const;

export const POLICY_ACTIONS = [
  'redact_before_model',
  'suppress_notification',
  'summarize_without_identifier',
  'block_memory_write',
  'ignore_screen_instruction',
  'require_stable_window',
  'increase_ocr_sensitivity',
  'selective_redact',
] as const;

/** Where content meets the guard. */
export const SURFACES = ['screen', 'paste', 'drop', 'upload', 'send'] as const;

/** Who took a decision: the policy as set, the on-device model, the person, or an administrator. */
export const DECIDERS = ['policy', 'model', 'human', 'managed'] as const;

/**
 * What actually happened to a category's values in one event: handed over as they were, masked
 * (tokens or placeholders), blocked (nothing of the item went), or held (a question nobody
 * answered, so nothing went).
 */
export const OUTCOMES = ['released', 'masked', 'blocked', 'held'] as const;

export type DetectorCategory = (typeof DETECTOR_CATEGORIES)[number];
export type ContextCategory = (typeof CONTEXT_CATEGORIES)[number];
export type Category = (typeof CATEGORIES)[number];
export type Purpose = (typeof PURPOSES)[number];
export type Decision = (typeof DECISIONS)[number];
export type PolicyAction = (typeof POLICY_ACTIONS)[number];
export type Surface = (typeof SURFACES)[number];
export type DecidedBy = (typeof DECIDERS)[number];
export type Outcome = (typeof OUTCOMES)[number];

/** Categories whose values are secrets: removed irreversibly, never restorable, never released. */
export const SECRET_CATEGORIES: ReadonlySet<Category> = new Set<Category>(['credential']);

/** Order used when two findings overlap: the more dangerous category wins the span. */
export const CATEGORY_PRIORITY: Readonly<Record<DetectorCategory, number>> = {
  credential: 6,
  injection: 5,
  government_id: 4,
  payment: 3,
  contact: 2,
  person_name: 1,
};

export function isDetectorCategory(value: string): value is DetectorCategory {
  return (DETECTOR_CATEGORIES as readonly string[]).includes(value);
}

export function isPurpose(value: string): value is Purpose {
  return (PURPOSES as readonly string[]).includes(value);
}
