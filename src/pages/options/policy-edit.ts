/**
 * Edits to the person's policy as the options page makes them: each returns a new policy and
 * never touches the old one, so the page can compare draft and saved to find relaxations.
 */
import { PURPOSES, type Decision, type PolicyAction, type Purpose } from '../../core/vocabulary';
import type { Policy, PolicyCategory } from '../../core/policy/policy';
import { layManaged, type ManagedPolicy } from '../../core/policy/policy-store';
import { defaultPurposes } from '../../core/sites/site-purposes';
import type { PolicyView } from '../../protocol/ui';

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

/** A site's purposes; listing what the site applies anyway is the same as no profile, so none is kept. */
export function setProfile(policy: Policy, origin: string, purposes: readonly Purpose[]): Policy {
  const next = structuredClone(policy);
  const ordered = PURPOSES.filter((p) => purposes.includes(p));
  const standard = defaultPurposes(origin);
  const profiles = (next.profiles ??= {});
  if (ordered.length === 0 || (ordered.length === standard.length && ordered.every((p) => standard.includes(p)))) delete profiles[origin];
  else profiles[origin] = ordered;
  if (Object.keys(profiles).length === 0) delete next.profiles;
  return next;
}

export function setAction(policy: Policy, action: PolicyAction, on: boolean): Policy {
  const next = structuredClone(policy);
  next.actions = on ? [...new Set([...next.actions, action])] : next.actions.filter((a) => a !== action);
  return next;
}

/**
 * The draft as it would be enforced: the administrator's cells and actions laid over it the way
 * the service worker's policy store lays them, so the page can compare it with what is enforced.
 */
export function enforcedDraft(draft: Policy, view: Pick<PolicyView, 'effective' | 'locked' | 'managed'>): Policy {
  const decisions: NonNullable<ManagedPolicy['decisions']> = {};
  for (const cell of view.locked) {
    if (cell.reason !== 'managed') continue;
    (decisions[cell.category] ??= {})[cell.purpose] = view.effective.decisions[cell.category][cell.purpose];
  }
  return layManaged(draft, { decisions, ...(view.managed.actions ? { actions: view.managed.actions } : {}) }, view.effective.managed);
}
