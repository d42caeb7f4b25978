/**
 * Consent policy: a decision per (category × purpose). The effective decision for a site is the
 * strictest over the purposes that site applies; `credential` can never be released.
 */
import defaultPolicyJson from '../../policies/default-policy.json';
import {
  CATEGORIES,
  PURPOSES,
  type Category,
  type Decision,
  type PolicyAction,
  type Purpose,
} from '../core/vocabulary';

export interface Policy {
  version: number;
  decisions: Record<Exclude<Category, 'benign'>, Record<Purpose, Decision>>;
  actions: PolicyAction[];
}

/** Strictness order: a stricter decision wins when purposes disagree. */
export const STRICTNESS: Readonly<Record<Decision, number>> = { allow: 0, ask: 1, mask: 2, block: 3 };

/** Categories no consent can release: their decision is at least `mask`. */
export const LOCKED_CATEGORIES: ReadonlySet<Category> = new Set<Category>(['credential']);

export const DEFAULT_POLICY: Readonly<Policy> = defaultPolicyJson as Policy;

export function strictest(decisions: Iterable<Decision>): Decision {
  let best: Decision = 'allow';
  for (const d of decisions) if (STRICTNESS[d] > STRICTNESS[best]) best = d;
  return best;
}

/**
 * The decision for `category` on a site applying `purposes` (unknown or empty means all).
 * Benign content is allowed; locked categories never come out below `mask`.
 */
export function effectiveDecision(policy: Policy, category: Category, purposes?: readonly Purpose[]): Decision {
  if (category === 'benign') return 'allow';
  const applied = purposes && purposes.length > 0 ? purposes : PURPOSES;
  const row = policy.decisions[category];
  const decision = strictest(applied.map((p) => row?.[p] ?? 'block'));
  if (LOCKED_CATEGORIES.has(category) && STRICTNESS[decision] < STRICTNESS.mask) return 'mask';
  return decision;
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
