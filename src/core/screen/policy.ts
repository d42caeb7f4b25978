/**
 * The consent policy as the screen surface reads it: one decision per category for the site the
 * screen is shared with, and the actions in force. The screen defaults (SCREEN_DEFAULT_ACTIONS)
 * always apply on top of the policy's own actions;
 * only an explicit "off" from the person removes one, never switching some other action on.
 * Decisions go through the same `decideFinding` as the text surfaces, so `redact_before_model`
 * and `block_memory_write` cover on screens what they mask or block in text.
 */
import type { DetectorCategory, Decision, PolicyAction, Purpose } from '../vocabulary';
import { DETECTOR_CATEGORIES } from '../vocabulary';
import { decideFinding } from '../policy/actions';
import type { Policy } from '../policy/policy';
import type { ScreenPolicy } from './detect';

/**
 * On for every screen unless switched off: cover only what was found, cover injected
 * instructions whole, hide toasts, and read small text twice (OCR misreads it most).
 */
export const SCREEN_DEFAULT_ACTIONS: readonly PolicyAction[] = ['selective_redact', 'ignore_screen_instruction', 'suppress_notification', 'increase_ocr_sensitivity'];

/** How long new content must stay unchanged under `require_stable_window`, unless told. */
export const DEFAULT_STABLE_WINDOW_MS = 400;

export interface ScreenPolicyOptions {
  origin?: string;
  purposes?: readonly Purpose[];
  stableWindowMs?: number;
  /** Screen defaults the person switched off explicitly. */
  actionsOff?: readonly PolicyAction[];
  /** Nobody present to answer (CLI, evaluation): `ask` becomes this. */
  askResolvesTo?: 'mask' | 'ask';
}

/** The actions in force on a screen: the policy's, plus the screen defaults not switched off. */
export function screenActions(policy: Policy, actionsOff: readonly PolicyAction[] = []): Set<PolicyAction> {
  const actions = new Set<PolicyAction>(policy.actions);
  for (const a of SCREEN_DEFAULT_ACTIONS) if (!actionsOff.includes(a)) actions.add(a);
  return actions;
}

/**
 * The decision for a category on a shared screen: `decideFinding` under the screen's actions.
 * A frame cannot be "blocked" in part, so a blocked category is covered like a masked one.
 */
export function screenDecision(policy: Policy, category: DetectorCategory, actions: ReadonlySet<PolicyAction>, options: ScreenPolicyOptions = {}): Decision {
  const withActions: Policy = { ...policy, actions: [...actions] };
  const { decision } = decideFinding(withActions, category, {
    ...(options.purposes ? { purposes: options.purposes } : {}),
    ...(options.origin !== undefined ? { origin: options.origin } : {}),
  });
  if (decision === 'block') return 'mask';
  if (decision === 'ask' && options.askResolvesTo === 'mask') return 'mask';
  return decision;
}

/** Every detector category's screen decision at once (what the service worker hands the frame). */
export function screenDecisions(policy: Policy, options: ScreenPolicyOptions = {}): Record<DetectorCategory, Decision> {
  const actions = screenActions(policy, options.actionsOff);
  const out = {} as Record<DetectorCategory, Decision>;
  for (const c of DETECTOR_CATEGORIES) out[c] = screenDecision(policy, c, actions, options);
  return out;
}

export function screenPolicy(policy: Policy, options: ScreenPolicyOptions = {}): ScreenPolicy {
  const actions = screenActions(policy, options.actionsOff);
  const decisions = screenDecisions(policy, options);
  return {
    decide: (category: DetectorCategory) => decisions[category],
    actions,
    stableWindowMs: options.stableWindowMs ?? DEFAULT_STABLE_WINDOW_MS,
  };
}
