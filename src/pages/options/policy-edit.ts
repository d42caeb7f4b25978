/**
 * Edits to the person's policy as the options page makes them: each returns a new policy and
 * never touches the old one, so the page can compare draft and saved to find relaxations.
 */
import { PURPOSES, type Decision, type PolicyAction, type Purpose } from '../../core/vocabulary';
import type { Policy, PolicyCategory } from '../../core/policy/policy';

export function setCell(policy: Policy, category: PolicyCategory, purpose: Purpose, decision: Decision | undefined, origin?: string): Policy {
  const next = structuredClone(policy);
  if (origin === undefined) {
    if (decision !== undefined) next.decisions[category][purpose] = decision;
    return next;
  }
  const sites = (next.sites ??= {});
  const site = (sites[origin] ??= {});
  const row = (site[category] ??= {});
  if (decision === undefined) delete row[purpose];
  else row[purpose] = decision;
  if (Object.keys(row).length === 0) delete site[category];
  if (Object.keys(site).length === 0) delete sites[origin];
  if (Object.keys(sites).length === 0) delete next.sites;
  return next;
}

/** A site's purposes; listing all of them is the same as no profile, so none is kept. */
export function setProfile(policy: Policy, origin: string, purposes: readonly Purpose[]): Policy {
  const next = structuredClone(policy);
  const ordered = PURPOSES.filter((p) => purposes.includes(p));
  const profiles = (next.profiles ??= {});
  if (ordered.length === 0 || ordered.length === PURPOSES.length) delete profiles[origin];
  else profiles[origin] = ordered;
  if (Object.keys(profiles).length === 0) delete next.profiles;
  return next;
}

export function setAction(policy: Policy, action: PolicyAction, on: boolean): Policy {
  const next = structuredClone(policy);
  next.actions = on ? [...new Set([...next.actions, action])] : next.actions.filter((a) => a !== action);
  return next;
}
