/**
 * Consent policy: a decision per (category × purpose), per-site overrides, site profiles (which
 * purposes a site applies) and policy actions. The effective decision for a site is the strictest
 * over the purposes that site applies; `credential` can never be released. Pure: validation,
 * lookup and the "is this a relaxation?" test that decides when re-consent is needed.
 */
import defaultPolicyJson from '../../../policies/default-policy.json';
import {
  CATEGORIES,
  DECISIONS,
  POLICY_ACTIONS,
  PURPOSES,
  type Category,
  type Decision,
  type PolicyAction,
  type Purpose,
} from '../vocabulary';
import { defaultPurposes } from '../sites/site-purposes';

export type PolicyCategory = Exclude<Category, 'benign'>;
export type DecisionRow = Record<Purpose, Decision>;

export interface Policy {
  version: 1;
  decisions: Record<PolicyCategory, DecisionRow>;
  /** origin → category → purpose → decision. */
  sites?: Record<string, Partial<Record<PolicyCategory, Partial<DecisionRow>>>>;
  /**
   * origin → purposes the site applies, as the person says (for example after turning a site's
   * training switch off); absent means what the site registry says it applies (site-purposes.ts),
   * and every purpose for an origin that is not a guarded site.
   */
  profiles?: Record<string, Purpose[]>;
  actions: PolicyAction[];
  /**
   * The administrator's cells, laid over the person's policy by the policy store (never part of
   * a policy the person stores: parsePolicy refuses the field). A managed cell holds on every
   * site whatever the site's profile says, and no action softens a managed block.
   */
  managed?: ManagedLocks;
}

/** The cells an administrator fixed, and the note they gave for them. */
export interface ManagedLocks {
  cells: Array<{ category: PolicyCategory; purpose: Purpose }>;
  note?: string;
}

/**
 * The administrator's floor for `category`: the strictest managed cell for it over every purpose
 * (undefined when none is set). Managed values are already in `policy.decisions`.
 */
export function managedFloor(policy: Policy, category: Category): Decision | undefined {
  if (category === 'benign' || !policy.managed) return undefined;
  const cells = policy.managed.cells.filter((c) => c.category === category);
  if (cells.length === 0) return undefined;
  return strictest(cells.map((c) => policy.decisions[c.category]?.[c.purpose] ?? 'block'));
}

/** Strictness order: a stricter decision wins when purposes disagree. */
export const STRICTNESS: Readonly<Record<Decision, number>> = { allow: 0, ask: 1, mask: 2, block: 3 };

/** Categories no consent can release: their decision is at least `mask`. */
export const LOCKED_CATEGORIES: ReadonlySet<Category> = new Set<Category>(['credential']);

/**
 * Actions that release more than the matrix alone would: selective_redact turns a blocked message
 * into one with only the finding spans removed. Adding one needs re-consent; removing one tightens.
 * Every other action only ever adds protection, so removing it is the relaxation.
 */
export const RELAXING_ACTIONS: ReadonlySet<PolicyAction> = new Set<PolicyAction>(['selective_redact']);

export const POLICY_CATEGORIES = CATEGORIES.filter((c): c is PolicyCategory => c !== 'benign');

export class PolicyError extends Error {
  constructor(readonly problems: string[]) {
    super(`The policy is not valid: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}.`);
    this.name = 'PolicyError';
  }
}

const ORIGIN = /^https:\/\/[a-z0-9.-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a policy (as parsed JSON) against the same rules as policies/policy.schema.json and
 * returns it typed. Throws PolicyError listing every problem; callers keep their last good policy.
 */
export function parsePolicy(input: unknown): Policy {
  const problems: string[] = [];
  const decision = (v: unknown, where: string, locked: boolean): void => {
    if (!(DECISIONS as readonly unknown[]).includes(v)) problems.push(`${where} must be one of ${DECISIONS.join(', ')}`);
    else if (locked && STRICTNESS[v as Decision] < STRICTNESS.mask) problems.push(`${where} is locked: credential can only be mask or block`);
  };
  if (!isRecord(input)) throw new PolicyError(['a policy is a JSON object']);
  const known = new Set(['$schema', 'version', 'decisions', 'sites', 'profiles', 'actions']);
  for (const key of Object.keys(input)) if (!known.has(key)) problems.push(`unknown field "${key}"`);
  if (input['version'] !== 1) problems.push('version must be 1');
  const decisions = input['decisions'];
  if (!isRecord(decisions)) problems.push('decisions must be an object');
  else {
    for (const key of Object.keys(decisions)) if (!(POLICY_CATEGORIES as readonly string[]).includes(key)) problems.push(`unknown category "${key}"`);
    for (const category of POLICY_CATEGORIES) {
      const row = decisions[category];
      if (!isRecord(row)) {
        problems.push(`decisions.${category} is missing`);
        continue;
      }
      for (const key of Object.keys(row)) if (!(PURPOSES as readonly string[]).includes(key)) problems.push(`unknown purpose "${key}" in ${category}`);
      for (const purpose of PURPOSES) decision(row[purpose], `decisions.${category}.${purpose}`, LOCKED_CATEGORIES.has(category));
    }
  }
  const sites = input['sites'];
  if (sites !== undefined) {
    if (!isRecord(sites)) problems.push('sites must be an object');
    else
      for (const [origin, rows] of Object.entries(sites)) {
        if (!ORIGIN.test(origin)) problems.push(`site "${origin}" must be an https origin`);
        if (!isRecord(rows)) {
          problems.push(`sites.${origin} must be an object`);
          continue;
        }
        for (const [category, row] of Object.entries(rows)) {
          if (!(POLICY_CATEGORIES as readonly string[]).includes(category)) problems.push(`unknown category "${category}" for ${origin}`);
          if (!isRecord(row)) {
            problems.push(`sites.${origin}.${category} must be an object`);
            continue;
          }
          for (const [purpose, value] of Object.entries(row)) {
            if (!(PURPOSES as readonly string[]).includes(purpose)) problems.push(`unknown purpose "${purpose}" for ${origin}`);
            decision(value, `sites.${origin}.${category}.${purpose}`, LOCKED_CATEGORIES.has(category as Category));
          }
        }
      }
  }
  const profiles = input['profiles'];
  if (profiles !== undefined) {
    if (!isRecord(profiles)) problems.push('profiles must be an object');
    else
      for (const [origin, purposes] of Object.entries(profiles)) {
        if (!ORIGIN.test(origin)) problems.push(`profile "${origin}" must be an https origin`);
        if (!Array.isArray(purposes) || purposes.some((p) => !(PURPOSES as readonly unknown[]).includes(p)) || new Set(purposes).size !== purposes.length) {
          problems.push(`profiles.${origin} must list distinct purposes`);
        }
      }
  }
  const actions = input['actions'];
  if (!Array.isArray(actions) || actions.some((a) => !(POLICY_ACTIONS as readonly unknown[]).includes(a)) || new Set(actions).size !== actions.length) {
    problems.push(`actions must list distinct policy actions (${POLICY_ACTIONS.join(', ')})`);
  }
  if (problems.length > 0) throw new PolicyError(problems);
  return structuredClone(input) as unknown as Policy;
}

export const DEFAULT_POLICY: Readonly<Policy> = parsePolicy(defaultPolicyJson);

export function strictest(decisions: Iterable<Decision>): Decision {
  let best: Decision = 'allow';
  for (const d of decisions) if (STRICTNESS[d] > STRICTNESS[best]) best = d;
  return best;
}

/**
 * The purposes a site applies: the person's profile for it, else what the site registry says the
 * site applies; origins that are not guarded sites (and no origin at all) apply every purpose.
 */
export function purposesFor(policy: Policy, origin?: string): readonly Purpose[] {
  const listed = origin !== undefined ? policy.profiles?.[origin] : undefined;
  return listed && listed.length > 0 ? listed : defaultPurposes(origin);
}

/** The decision for one (category × purpose), with the site's override when it has one. */
export function cellDecision(policy: Policy, category: PolicyCategory, purpose: Purpose, origin?: string): Decision {
  const site = origin !== undefined ? policy.sites?.[origin]?.[category]?.[purpose] : undefined;
  const decision = site ?? policy.decisions[category]?.[purpose] ?? 'block';
  if (LOCKED_CATEGORIES.has(category) && STRICTNESS[decision] < STRICTNESS.mask) return 'mask';
  return decision;
}

/**
 * The decision for `category` on a site: the strictest over the purposes given (or, without
 * them, the purposes the site's profile applies), and never below the administrator's floor.
 * Benign content is allowed; locked categories never come out below `mask`.
 */
export function effectiveDecision(
  policy: Policy,
  category: Category,
  purposes?: readonly Purpose[],
  origin?: string,
): Decision {
  if (category === 'benign') return 'allow';
  const applied = purposes && purposes.length > 0 ? purposes : purposesFor(policy, origin);
  const floor = managedFloor(policy, category);
  return strictest([...applied.map((p) => cellDecision(policy, category, p, origin)), ...(floor ? [floor] : [])]);
}

/** One way a new policy releases more than the current one. */
export type Relaxation =
  | { kind: 'cell'; category: PolicyCategory; purpose: Purpose; origin?: string; from: Decision; to: Decision }
  | { kind: 'profile'; origin: string; purpose: Purpose }
  | { kind: 'action'; action: PolicyAction; change: 'added' | 'removed' };

/**
 * Every (site, category, purpose) cell that `next` makes less strict than `current`, plus
 * purposes a profile stops applying and protective actions removed (or relaxing ones added).
 * Any entry means re-consent is needed.
 */
export function relaxationItems(current: Policy, next: Policy): Relaxation[] {
  const found: Relaxation[] = [];
  const origins = new Set([...Object.keys(current.sites ?? {}), ...Object.keys(next.sites ?? {})]);
  for (const category of POLICY_CATEGORIES) {
    for (const purpose of PURPOSES) {
      const before = cellDecision(current, category, purpose);
      const after = cellDecision(next, category, purpose);
      if (STRICTNESS[after] < STRICTNESS[before]) found.push({ kind: 'cell', category, purpose, from: before, to: after });
      for (const origin of origins) {
        const siteBefore = cellDecision(current, category, purpose, origin);
        const siteAfter = cellDecision(next, category, purpose, origin);
        if (STRICTNESS[siteAfter] < STRICTNESS[siteBefore]) found.push({ kind: 'cell', category, purpose, origin, from: siteBefore, to: siteAfter });
      }
    }
  }
  const profileOrigins = new Set([...Object.keys(current.profiles ?? {}), ...Object.keys(next.profiles ?? {})]);
  for (const origin of profileOrigins) {
    for (const purpose of purposesFor(current, origin)) {
      if (!purposesFor(next, origin).includes(purpose)) found.push({ kind: 'profile', origin, purpose });
    }
  }
  for (const action of current.actions) {
    if (!next.actions.includes(action) && !RELAXING_ACTIONS.has(action)) found.push({ kind: 'action', action, change: 'removed' });
  }
  for (const action of next.actions) {
    if (!current.actions.includes(action) && RELAXING_ACTIONS.has(action)) found.push({ kind: 'action', action, change: 'added' });
  }
  return found;
}

/** A relaxation in words (English; the options page translates the structured form). */
export function describeRelaxation(r: Relaxation): string {
  switch (r.kind) {
    case 'cell':
      return `${r.category} × ${r.purpose}${r.origin !== undefined ? ` on ${r.origin}` : ''}`;
    case 'profile':
      return `${r.origin} no longer counts ${r.purpose}`;
    case 'action':
      return `action ${r.action} ${r.change}`;
  }
}

export function relaxations(current: Policy, next: Policy): string[] {
  return relaxationItems(current, next).map(describeRelaxation);
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
