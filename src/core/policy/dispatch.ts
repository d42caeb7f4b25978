/**
 * Dispatch under a consent that may move. A decision is only good for the policy generation it
 * was made under: if the person (or an administrator) changes the policy while a paste is being
 * scanned, a file re-wrapped or a frame analysed, the release must be decided again under the new
 * policy. The generation is checked once more immediately before the release starts, with no
 * await in between, so a revocation stops every later dispatch at once; a dispatch already under
 * way cannot be recalled and is reported as started under the old generation.
 *
 * In the extension the text guard releases through `dispatchAfterConfirm`: the content script
 * asks the service worker to confirm each release, and the worker answers with `isCurrent`.
 */
import type { Policy } from './policy';

/** What dispatch needs from the live policy (PolicyStore fits). */
export interface GenerationSource {
  readonly generation: number;
  current(): Policy;
}

export type DispatchOutcome<D, R> =
  | {
      status: 'dispatched';
      decision: D;
      /** The generation the released decision was made under. */
      generation: number;
      /** How many times a decision was made (1 when nothing moved). */
      decisions: number;
      result: R;
      /** The policy moved after the release had started: it went out under `generation`. */
      changedWhileDispatching: boolean;
    }
  | { status: 'refused'; reason: 'policy_unsettled'; decisions: number };

export interface DispatchOptions {
  /** Decisions to try before giving up on a policy that keeps moving (fail closed). */
  maxDecisions?: number;
}

/**
 * Decides, rechecks the generation, and releases. `decide` may be slow (scan, classifier, a
 * question to the person); `dispatch` must start the release synchronously when called.
 * Nothing is released when the policy keeps changing for `maxDecisions` rounds.
 */
export async function dispatchWithRecheck<D, R>(
  source: GenerationSource,
  decide: (policy: Policy, generation: number) => D | Promise<D>,
  dispatch: (decision: D, generation: number) => R | Promise<R>,
  options: DispatchOptions = {},
): Promise<DispatchOutcome<D, R>> {
  const maxDecisions = options.maxDecisions ?? 3;
  for (let decisions = 1; decisions <= maxDecisions; decisions++) {
    const generation = source.generation;
    const decision = await decide(source.current(), generation);
    if (source.generation !== generation) continue;
    // No await between the check above and the start of the release.
    const pending = dispatch(decision, generation);
    const result = await pending;
    return { status: 'dispatched', decision, generation, decisions, result, changedWhileDispatching: source.generation !== generation };
  }
  return { status: 'refused', reason: 'policy_unsettled', decisions: maxDecisions };
}

/** For releases split across contexts: is a decision made under `generation` still good? */
export function isCurrent(source: Pick<GenerationSource, 'generation'>, generation: number): boolean {
  return source.generation === generation;
}

export type ConfirmedDispatch<D, R> =
  | { status: 'dispatched'; decision: D; decisions: number; result: R }
  /** A decision said nothing may go (blocked, cancelled, unreachable): nothing was dispatched. */
  | { status: 'stopped'; decisions: number }
  | { status: 'refused'; reason: 'policy_unsettled'; decisions: number };

/**
 * The same rule where the live generation is held by another context (the content script
 * releases, the service worker holds the policy): each decision is confirmed by its holder
 * immediately before the release starts — `confirm` answers whether the generation the decision
 * was made under is still current (the holder checks it with `isCurrent`) — and the release
 * starts in the same turn as the answer arrives. A decision the policy moved under is decided
 * again (`onMoved` lets the caller tell the person); after `maxDecisions` nothing is released.
 */
export async function dispatchAfterConfirm<D, R>(
  decide: (round: number) => Promise<D | null>,
  confirm: (decision: D) => Promise<boolean>,
  dispatch: (decision: D) => R | Promise<R>,
  options: DispatchOptions & { onMoved?: (round: number) => void } = {},
): Promise<ConfirmedDispatch<D, R>> {
  const maxDecisions = options.maxDecisions ?? 3;
  for (let decisions = 1; decisions <= maxDecisions; decisions++) {
    const decision = await decide(decisions);
    if (decision === null) return { status: 'stopped', decisions };
    if (!(await confirm(decision))) {
      options.onMoved?.(decisions);
      continue;
    }
    // No await between the confirmation and the start of the release.
    const pending = dispatch(decision);
    return { status: 'dispatched', decision, decisions, result: await pending };
  }
  return { status: 'refused', reason: 'policy_unsettled', decisions: maxDecisions };
}
