/**
 * "Remember for this site" answers. Tightening (a remembered "send masked" or "cancel") is
 * applied at once: it can only make the policy stricter. A remembered "send original" is a
 * relaxation: it becomes a pending change that only an extension page (the confirmation window)
 * can confirm, and cells an administrator or the credential lock fixes are left out of it.
 */
import type { Category, Decision, Purpose } from '../../core/vocabulary';
import { LOCKED_CATEGORIES, STRICTNESS, cellDecision, managedFloor, purposesFor, type Policy, type PolicyCategory } from '../../core/policy/policy';
import type { ChangeResult, ManagedPolicy } from '../../core/policy/policy-store';
import type { ChangeOutcome, PendingChangeView } from '../../protocol/guard';

/** The parts of PolicyStore the guard uses. */
export interface GuardPolicySource {
  readonly generation: number;
  current(): Policy;
  /** The person's own policy, without managed values laid over it. */
  userPolicy(): Policy;
  /** The administrator's values as they were given (actions and note included). */
  managedPolicy(): ManagedPolicy;
  lockedCells(): Array<{ category: PolicyCategory; purpose: Purpose; reason: 'managed' | 'credential' }>;
  tighten(category: PolicyCategory, purpose: Purpose, decision: Decision, origin?: string): Promise<ChangeResult>;
  update(input: unknown, source: 'extension_page' | 'content_script' | 'managed', confirmed?: boolean): Promise<ChangeResult>;
}

interface PendingChange {
  origin: string;
  cells: Array<{ category: PolicyCategory; purpose: Purpose; from: Decision }>;
  locked: Array<{ category: PolicyCategory; purpose: Purpose }>;
  expires: number;
}

export class Relaxations {
  private changes = new Map<string, PendingChange>();

  constructor(
    private readonly policy: GuardPolicySource,
    /** Opens the extension page where a relaxation is confirmed. */
    private readonly openConfirmation: (changeId: string) => Promise<void>,
    private readonly now: () => number,
    private readonly newId: () => string,
    private readonly ttlMs: number,
  ) {}

  /** Makes every asked category at least `to` on the site, for each purpose it applies. */
  async tighten(origin: string, asked: Iterable<Category>, to: 'mask' | 'block'): Promise<'tightened' | 'refused'> {
    const policy = this.policy.current();
    let ok = true;
    for (const category of asked) {
      if (category === 'benign') continue;
      for (const purpose of purposesFor(policy, origin)) {
        const current = cellDecision(policy, category as PolicyCategory, purpose, origin);
        if (STRICTNESS[current] >= STRICTNESS[to]) continue;
        const result = await this.policy.tighten(category as PolicyCategory, purpose, to, origin);
        ok &&= result.ok;
      }
    }
    return ok ? 'tightened' : 'refused';
  }

  /** Proposes allowing the categories on the site; the person confirms it in an extension page. */
  async propose(origin: string, categories: Iterable<Category>): Promise<'needs_confirmation' | 'refused'> {
    const policy = this.policy.current();
    const managed = this.policy.lockedCells();
    const cells: PendingChange['cells'] = [];
    const locked: PendingChange['locked'] = [];
    for (const category of categories) {
      if (category === 'benign') continue;
      const pc = category as PolicyCategory;
      // An administrator's mask or block on any purpose holds on every site: nothing to propose.
      const floor = managedFloor(policy, pc);
      const fixed = floor !== undefined && STRICTNESS[floor] >= STRICTNESS.mask;
      for (const purpose of purposesFor(policy, origin)) {
        const from = cellDecision(policy, pc, purpose, origin);
        if (from === 'allow' && !fixed) continue;
        if (fixed || LOCKED_CATEGORIES.has(pc) || managed.some((m) => m.category === pc && m.purpose === purpose)) locked.push({ category: pc, purpose });
        else cells.push({ category: pc, purpose, from });
      }
    }
    if (cells.length === 0) return 'refused';
    this.expire();
    const id = this.newId();
    this.changes.set(id, { origin, cells, locked, expires: this.now() + this.ttlMs });
    try {
      await this.openConfirmation(id);
    } catch {
      this.changes.delete(id);
      return 'refused';
    }
    return 'needs_confirmation';
  }

  view(id: string): PendingChangeView | null {
    this.expire();
    const change = this.changes.get(id);
    if (change === undefined) return null;
    return { id, origin: change.origin, cells: change.cells.map((c) => ({ ...c })), locked: change.locked.map((c) => ({ ...c })) };
  }

  async confirm(id: string, confirmed: boolean): Promise<ChangeOutcome> {
    this.expire();
    const change = this.changes.get(id);
    if (change === undefined) return { ok: false, reason: 'This change is no longer waiting; nothing was changed.' };
    this.changes.delete(id);
    if (!confirmed) return { ok: false, reason: 'Declined; the policy is unchanged.' };
    const next = this.policy.userPolicy();
    next.sites ??= {};
    const site = (next.sites[change.origin] ??= {});
    for (const cell of change.cells) {
      const row = (site[cell.category] ??= {});
      row[cell.purpose] = 'allow';
    }
    const result = await this.policy.update(next, 'extension_page', true);
    if (result.ok) return { ok: true, generation: result.generation };
    if (result.reason === 'invalid') return { ok: false, reason: `The change is not valid: ${result.problems.join('; ')}` };
    if (result.reason === 'locked') return { ok: false, reason: `Fixed by your administrator: ${result.cells.join(', ')}` };
    return { ok: false, reason: 'The change was refused.' };
  }

  expire(): void {
    const now = this.now();
    for (const [id, c] of this.changes) if (c.expires < now) this.changes.delete(id);
  }
}
