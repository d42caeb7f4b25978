/**
 * The live policy: the person's policy, with managed (enterprise) values laid over it and locked,
 * and a generation counter that moves on every change so each dispatch can recheck what it was
 * decided under. The counter is saved with every move and carries on after a service-worker
 * restart, so a generation is never reused for another policy and the ledger's column only grows.
 * Relaxing needs re-consent from an extension page; content scripts may only tighten. Persistence and the managed source are injected (browser storage in the extension,
 * memory in tests), so tests lay managed values over the policy the way the browser does.
 */
import { PURPOSES, type Decision, type Purpose } from '../vocabulary';
import {
  DEFAULT_POLICY,
  LOCKED_CATEGORIES,
  POLICY_CATEGORIES,
  STRICTNESS,
  parsePolicy,
  describeRelaxation,
  relaxationItems,
  type Policy,
  type Relaxation,
  type PolicyCategory,
} from './policy';
import { canonicalJson } from '../ledger/canonical-json';

/** Where a change request comes from. Only extension pages (options, popup) may relax. */
export type ChangeSource = 'extension_page' | 'content_script' | 'managed';

export interface PolicyPersistence {
  load(): Promise<unknown>;
  /** The generation saved last (undefined when none was): the counter carries on from it. */
  loadGeneration(): Promise<unknown>;
  save(policy: Policy, generation: number): Promise<void>;
  /** Saves the counter alone, when it moved without the person's policy changing (managed values). */
  saveGeneration(generation: number): Promise<void>;
}

/** Managed values: cells an administrator fixed. They override and lock. */
export interface ManagedPolicy {
  decisions?: Partial<Record<PolicyCategory, Partial<Record<Purpose, Decision>>>>;
  actions?: Policy['actions'];
  /** The administrator's words for the person, shown next to every locked cell. */
  note?: string;
}

/** The longest administrator's note kept; a longer one is cut. */
export const MAX_MANAGED_NOTE = 500;

/**
 * Where managed values come from: chrome.storage.managed in the extension, a plain object in
 * tests. The store reads through this interface only, which is also the seam tests use.
 */
export interface ManagedSource {
  get(keys?: null): Promise<Record<string, unknown>>;
}

/**
 * `user` with an administrator's cells and actions laid over it: a managed cell wins over the
 * person's matrix and per-site overrides, managed actions join theirs, and `meta` says which cells
 * are managed (and the administrator's note). The service worker's store and the options page's
 * preview of a draft both lay policy this way.
 */
export function layManaged(user: Policy, managed: Pick<ManagedPolicy, 'decisions' | 'actions'>, meta: Policy['managed'] | undefined): Policy {
  const merged = structuredClone(user);
  for (const [category, row] of Object.entries(managed.decisions ?? {})) {
    Object.assign(merged.decisions[category as PolicyCategory], row);
    // A managed cell also wins over the person's per-site overrides.
    for (const site of Object.values(merged.sites ?? {})) {
      const siteRow = site[category as PolicyCategory];
      if (siteRow) for (const purpose of Object.keys(row ?? {})) delete siteRow[purpose as Purpose];
    }
  }
  if (managed.actions) merged.actions = [...new Set([...merged.actions, ...managed.actions])];
  if (meta) merged.managed = structuredClone(meta);
  return merged;
}

/**
 * The managed policy inside what managed storage returns: either under a `policy` key or the
 * top-level `decisions` / `actions` (the form public/managed_schema.json declares). Empty storage
 * means no managed policy.
 */
export function managedFromStorage(raw: Record<string, unknown> | undefined): unknown {
  if (!raw || Object.keys(raw).length === 0) return {};
  return raw['policy'] ?? raw;
}

export type ChangeResult =
  | { ok: true; generation: number }
  | { ok: false; reason: 'invalid'; problems: string[] }
  | { ok: false; reason: 'needs_consent'; relaxations: string[]; items: Relaxation[] }
  | { ok: false; reason: 'locked'; cells: string[] };

export function parseManagedPolicy(input: unknown): ManagedPolicy {
  if (input === undefined || input === null) return {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new Error('Managed policy must be an object.');
  const raw = input as Record<string, unknown>;
  const managed: ManagedPolicy = {};
  if (raw['decisions'] !== undefined) {
    // Reuse the full validator on a complete policy built from the defaults.
    const probe = structuredClone(DEFAULT_POLICY) as Policy;
    const decisions = raw['decisions'] as Record<string, Record<string, unknown>>;
    for (const [category, row] of Object.entries(decisions ?? {})) {
      const target = probe.decisions[category as PolicyCategory];
      if (target === undefined || typeof row !== 'object' || row === null) throw new Error(`Managed policy: unknown category "${category}".`);
      Object.assign(target, row);
    }
    parsePolicy(probe);
    managed.decisions = decisions as ManagedPolicy['decisions'];
  }
  if (raw['actions'] !== undefined) {
    parsePolicy({ ...structuredClone(DEFAULT_POLICY), actions: raw['actions'] });
    managed.actions = raw['actions'] as Policy['actions'];
  }
  if (raw['note'] !== undefined) {
    if (typeof raw['note'] !== 'string') throw new Error('Managed policy: note must be text.');
    // Shown as text only, never as markup; control characters would only confuse the layout.
    const note = raw['note'].replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MAX_MANAGED_NOTE);
    if (note !== '') managed.note = note;
  }
  return managed;
}

export class PolicyStore {
  private user: Policy;
  private managed: ManagedPolicy = {};
  private generationValue = 0;
  private managedKey = canonicalJson({});
  private listeners = new Set<(policy: Policy, generation: number) => void>();

  private constructor(private readonly persistence: PolicyPersistence, user: Policy, generation: number) {
    this.user = user;
    this.generationValue = generation;
  }

  /** Loads the stored policy; an invalid stored policy is refused and the default used instead. */
  static async open(persistence: PolicyPersistence): Promise<{ store: PolicyStore; loadError?: string }> {
    let user = structuredClone(DEFAULT_POLICY) as Policy;
    let loadError: string | undefined;
    const stored = await persistence.load();
    if (stored !== undefined && stored !== null) {
      try {
        user = parsePolicy(stored);
      } catch (error) {
        loadError = (error as Error).message;
      }
    }
    const savedGeneration = await persistence.loadGeneration();
    const generation = Number.isSafeInteger(savedGeneration) && (savedGeneration as number) >= 0 ? (savedGeneration as number) : 0;
    return { store: new PolicyStore(persistence, user, generation), ...(loadError ? { loadError } : {}) };
  }

  get generation(): number {
    return this.generationValue;
  }

  /** The effective policy: the person's, with managed cells laid over it. */
  current(): Policy {
    const cells = this.lockedCells().flatMap((c) => (c.reason === 'managed' ? [{ category: c.category, purpose: c.purpose }] : []));
    return layManaged(this.user, this.managed, cells.length > 0 ? { cells, ...(this.managed.note !== undefined ? { note: this.managed.note } : {}) } : undefined);
  }

  /** Cells the person cannot change, with the reason shown in the UI. */
  lockedCells(): Array<{ category: PolicyCategory; purpose: Purpose; reason: 'managed' | 'credential' }> {
    const cells: Array<{ category: PolicyCategory; purpose: Purpose; reason: 'managed' | 'credential' }> = [];
    for (const category of POLICY_CATEGORIES) {
      for (const purpose of PURPOSES) {
        if (this.managed.decisions?.[category]?.[purpose] !== undefined) cells.push({ category, purpose, reason: 'managed' });
        else if (LOCKED_CATEGORIES.has(category)) cells.push({ category, purpose, reason: 'credential' });
      }
    }
    return cells;
  }

  setManaged(input: unknown): void {
    this.managed = parseManagedPolicy(input);
    this.managedKey = canonicalJson(this.managed);
    this.bump();
  }

  /**
   * Reads managed values again (an administrator may change them while the service worker runs)
   * and lays them over the policy when they differ. Storage that cannot be read means no managed
   * storage here (Firefox without a policy manifest): the last values stay. Values that do not
   * validate keep the last good ones and are reported, never ignored silently.
   */
  async refreshManaged(source: ManagedSource): Promise<{ changed: boolean; error?: string }> {
    let raw: Record<string, unknown>;
    try {
      raw = await source.get(null);
    } catch {
      return { changed: false };
    }
    let parsed: ManagedPolicy;
    try {
      parsed = parseManagedPolicy(managedFromStorage(raw));
    } catch (error) {
      return { changed: false, error: (error as Error).message };
    }
    if (canonicalJson(parsed) === this.managedKey) return { changed: false };
    this.setManaged(parsed);
    return { changed: true };
  }

  /** The person's own policy, without managed values: what the options page edits. */
  userPolicy(): Policy {
    return structuredClone(this.user);
  }

  /** The administrator's values, as laid over the person's policy. */
  managedPolicy(): ManagedPolicy {
    return structuredClone(this.managed);
  }

  /**
   * Replace the person's policy. Content scripts may only tighten; a relaxation from an extension
   * page needs `confirmed` (the explicit re-consent); managed cells cannot be changed by anyone
   * but the administrator.
   */
  async update(input: unknown, source: ChangeSource, confirmed = false): Promise<ChangeResult> {
    let next: Policy;
    try {
      next = parsePolicy(input);
    } catch (error) {
      return { ok: false, reason: 'invalid', problems: (error as { problems?: string[] }).problems ?? [(error as Error).message] };
    }
    const lockedChanges: string[] = [];
    for (const [category, row] of Object.entries(this.managed.decisions ?? {})) {
      for (const [purpose, value] of Object.entries(row ?? {})) {
        if (next.decisions[category as PolicyCategory][purpose as Purpose] !== value &&
            next.decisions[category as PolicyCategory][purpose as Purpose] !== this.user.decisions[category as PolicyCategory][purpose as Purpose]) {
          lockedChanges.push(`${category} × ${purpose}`);
        }
      }
    }
    if (lockedChanges.length > 0) return { ok: false, reason: 'locked', cells: lockedChanges };
    const relaxed = relaxationItems(this.current(), this.mergeManaged(next));
    if (relaxed.length > 0 && (source !== 'extension_page' || !confirmed)) {
      return { ok: false, reason: 'needs_consent', relaxations: relaxed.map(describeRelaxation), items: relaxed };
    }
    this.user = next;
    const saving = this.generationValue + 1;
    await this.persistence.save(this.user, saving);
    // Managed values may have moved the counter while the save was in flight: then write it again.
    this.bump(this.generationValue + 1 === saving);
    return { ok: true, generation: this.generationValue };
  }

  /** Make one cell (optionally for one site) stricter; the only change a content script may ask for. */
  async tighten(category: PolicyCategory, purpose: Purpose, decision: Decision, origin?: string): Promise<ChangeResult> {
    const next = structuredClone(this.user);
    if (origin === undefined) {
      if (STRICTNESS[decision] <= STRICTNESS[next.decisions[category][purpose]]) return { ok: true, generation: this.generationValue };
      next.decisions[category][purpose] = decision;
    } else {
      next.sites ??= {};
      const site = (next.sites[origin] ??= {});
      const row = (site[category] ??= {});
      row[purpose] = decision;
    }
    return this.update(next, 'content_script');
  }

  onChange(listener: (policy: Policy, generation: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private mergeManaged(policy: Policy): Policy {
    const saved = this.user;
    this.user = policy;
    try {
      return this.current();
    } finally {
      this.user = saved;
    }
  }

  /** Moves the generation; `saved` when the caller has already written it with the policy. */
  private bump(saved = false): void {
    this.generationValue++;
    // Managed values move the counter without a save of their own: write it, so a restart
    // carries on above it. A failed write is not fatal; the next move writes again.
    if (!saved) void this.persistence.saveGeneration(this.generationValue).catch(() => undefined);
    const policy = this.current();
    for (const listener of this.listeners) listener(policy, this.generationValue);
  }
}

/** In-memory persistence, for tests and for the CLI. */
export function memoryPersistence(initial?: unknown, initialGeneration?: number): PolicyPersistence & { saved: unknown; generation: number | undefined } {
  const box = {
    saved: initial,
    generation: initialGeneration,
    async load() {
      return box.saved;
    },
    async loadGeneration() {
      return box.generation;
    },
    async save(policy: Policy, generation: number) {
      box.saved = structuredClone(policy);
      box.generation = generation;
    },
    async saveGeneration(generation: number) {
      box.generation = generation;
    },
  };
  return box;
}
