/**
 * What a policy change does where it counts: the effective decision (strictest over the purposes
 * a site applies, never below the administrator's floor) per site and category, before and after.
 * A cell changed for a purpose no site applies changes nothing here, and the options page says so
 * instead of warning about a release that would not happen. Pure.
 */
import { KNOWN_SITES } from '../sites/registry';
import { POLICY_CATEGORIES, STRICTNESS, effectiveDecision, purposesFor, type Policy, type PolicyCategory } from './policy';
import type { Decision, Purpose } from '../vocabulary';

/** One site's effective decision for one category moving; `origin` undefined means every other site. */
export interface EffectiveChange {
  origin: string | undefined;
  category: PolicyCategory;
  from: Decision;
  to: Decision;
  /** True when the change lets more through (re-consent), false when it holds more back. */
  relaxes: boolean;
}

/** The sites whose effective decisions the page shows: the guarded ones, then any the policies name. */
export function policyOrigins(...policies: Policy[]): string[] {
  const all = new Set(KNOWN_SITES.map((s) => s.origin));
  for (const p of policies) for (const origin of [...Object.keys(p.sites ?? {}), ...Object.keys(p.profiles ?? {})]) all.add(origin);
  return [...all];
}

/**
 * Every (site, category) whose effective decision differs between `current` and `next`, the
 * guarded sites first and then "every other site" (an origin no profile names, which applies
 * every purpose). Both policies are the ones enforced (managed values laid over).
 */
export function effectiveChanges(current: Policy, next: Policy): EffectiveChange[] {
  const changes: EffectiveChange[] = [];
  for (const origin of [...policyOrigins(current, next), undefined]) {
    for (const category of POLICY_CATEGORIES) {
      const from = effectiveDecision(current, category, undefined, origin);
      const to = effectiveDecision(next, category, undefined, origin);
      if (from !== to) changes.push({ origin, category, from, to, relaxes: STRICTNESS[to] < STRICTNESS[from] });
    }
  }
  return changes;
}

/** The purpose whose decision sets the effective one on a site (the first strictest), for "why". */
export function decisivePurpose(policy: Policy, category: PolicyCategory, origin: string | undefined): Purpose | undefined {
  const decision = effectiveDecision(policy, category, undefined, origin);
  return purposesFor(policy, origin).find((p) => effectiveDecision(policy, category, [p], origin) === decision);
}
