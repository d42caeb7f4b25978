/**
 * What a ledger record says happened, per category, and the event's overall decision and decider
 * derived from it, so an auditor never reads "allow" for an event in which a credential was
 * masked. Both the extension and a local agent's ledger build records through these. Pure.
 */
import type { CategorySummary } from '../decide/decide-text';
import type { Category, DecidedBy, Decision, Outcome, Surface } from '../vocabulary';
import type { CategoryOutcome, CategoryOutcomes, LedgerEntry } from './ledger-record';

/** How the released text of an event came about. */
export type TextRelease =
  /** As the policy said, with no question asked. */
  | { kind: 'policy' }
  /** The person answered "Send masked" about the `asked` categories. */
  | { kind: 'masked'; asked?: ReadonlySet<Category> }
  /** The person answered "Send original": everything not locked went as it was. */
  | { kind: 'original' }
  /** Nothing went: the policy (or an administrator) blocked it, or the check could not finish. */
  | { kind: 'blocked'; by: DecidedBy }
  /** Nothing went: a question was never answered. */
  | { kind: 'held' };

const DECISION_OF: Readonly<Record<Outcome, Decision>> = { released: 'allow', masked: 'mask', held: 'ask', blocked: 'block' };
const RANK: Readonly<Record<Outcome, number>> = { released: 0, masked: 1, held: 2, blocked: 3 };
const OUTCOME_OF: Readonly<Record<Decision, Outcome>> = { allow: 'released', mask: 'masked', ask: 'held', block: 'blocked' };

/**
 * Per category, what happened to a text item's values. `summaries` are decideText's categories
 * for the release that actually went out (or was stopped).
 */
export function textOutcomes(summaries: readonly CategorySummary[], release: TextRelease): CategoryOutcomes {
  const out: CategoryOutcomes = {};
  for (const s of summaries) out[s.category] = categoryOutcome(s, release);
  return out;
}

/**
 * Who decided a category as the policy has it: an administrator's cell; the on-device model when
 * it read a context category at ≥ 0.8 and applied the policy alone; otherwise the policy.
 */
export function deciderOf(s: CategorySummary): DecidedBy {
  if (s.by === 'managed') return 'managed';
  return s.model?.actsAlone === true ? 'model' : s.by;
}

function categoryOutcome(s: CategorySummary, release: TextRelease): CategoryOutcome {
  switch (release.kind) {
    case 'blocked':
      // Nothing of the item went; the blocker is the event's decider.
      return { outcome: 'blocked', decided_by: s.decision === 'block' ? deciderOf(s) : release.by };
    case 'held':
      return { outcome: 'held', decided_by: 'policy' };
    case 'original':
      // Locked categories and secrets stay masked whatever the person answered.
      if (s.locked) return { outcome: 'masked', decided_by: s.by };
      return { outcome: 'released', decided_by: s.decision === 'allow' ? deciderOf(s) : 'human' };
    case 'masked':
      if (s.decision === 'ask' || release.asked?.has(s.category)) return { outcome: 'masked', decided_by: 'human' };
      return { outcome: OUTCOME_OF[s.decision], decided_by: deciderOf(s) };
    case 'policy':
      return { outcome: OUTCOME_OF[s.decision], decided_by: deciderOf(s) };
  }
}

/** Every category shared one fate (a record written without outcomes, e.g. a screen share's). */
export function uniformOutcomes(categories: Partial<Record<Category, number>>, decision: Decision, decidedBy: DecidedBy): CategoryOutcomes {
  const out: CategoryOutcomes = {};
  for (const category of Object.keys(categories) as Category[]) out[category] = { outcome: OUTCOME_OF[decision], decided_by: decidedBy };
  return out;
}

/**
 * The event's overall decision and decider: the gravest outcome of any category (blocked, then
 * held, then masked, then released) and who decided that one. A person's answer makes the person
 * the decider of the event even where a lock kept one category masked. Without categories the
 * event's own decision stands.
 */
export function eventSummary(
  outcomes: CategoryOutcomes,
  fallback: { decision: Decision; decidedBy: DecidedBy },
  answeredByPerson = false,
): { decision: Decision; decidedBy: DecidedBy } {
  let worst: CategoryOutcome | undefined;
  for (const o of Object.values(outcomes)) if (o && (worst === undefined || RANK[o.outcome] > RANK[worst.outcome])) worst = o;
  if (worst === undefined) return fallback;
  return { decision: DECISION_OF[worst.outcome], decidedBy: answeredByPerson ? 'human' : worst.decided_by };
}

/**
 * Who stopped an item the policy blocks: the administrator when one of theirs is among the
 * blocking categories; the on-device model when only context categories it read alone block.
 */
export function blockerOf(summaries: readonly CategorySummary[]): DecidedBy {
  const blocking = summaries.filter((s) => s.decision === 'block');
  if (blocking.some((s) => s.by === 'managed')) return 'managed';
  return blocking.length > 0 && blocking.every((s) => s.model?.actsAlone === true) ? 'model' : 'policy';
}

/**
 * One event's ledger entry: its categories with counts, what happened to each, and the event's
 * decision and decider as `eventSummary` derives them from those outcomes.
 */
export function eventEntry(
  event: { origin: string; surface: Surface; policyGeneration: number; /** The context classifier's confidence, when it read a category. */ confidence?: number | null },
  categories: Partial<Record<Category, number>>,
  outcomes: CategoryOutcomes,
  fallback: { decision: Decision; decidedBy: DecidedBy },
  answeredByPerson = false,
): LedgerEntry {
  const summary = eventSummary(outcomes, fallback, answeredByPerson);
  return { origin: event.origin, surface: event.surface, categories, decision: summary.decision, decidedBy: summary.decidedBy, confidence: event.confidence ?? null, policyGeneration: event.policyGeneration, outcomes };
}

/** The on-device model's confidence for an event's record: the highest of the context categories it read; null when it read none. */
export function modelConfidence(summaries: readonly CategorySummary[]): number | null {
  let best: number | null = null;
  for (const s of summaries) if (s.model && (best === null || s.model.confidence > best)) best = s.model.confidence;
  return best;
}
