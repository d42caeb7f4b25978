/**
 * Every paste, drop, upload and send, decided in the service worker through `decideText` (the one
 * text decision): released masked, held for a question, or blocked; and the person's answer to a
 * question, decided again under the policy as it is at that moment. Each event writes one ledger
 * record (categories and counts, never text) and counts on its tab.
 *
 * Trust boundary: the caller (tab and site origin) comes from the router's classified sender via
 * the tab book, never from the payload. Text waiting for an answer stays in memory (questions.ts).
 */
import { decideText, type TextDecision } from '../../core/decide/decide-text';
import type { Policy } from '../../core/policy/policy';
import type { Category, Decision, DecidedBy, Surface } from '../../core/vocabulary';
import type { GuardRequest, GuardResponse, GuardVerdict } from '../../protocol/guard';
import type { LedgerEntry } from '../consent-ledger';
import type { Questions } from './questions';
import type { GuardPolicySource, Relaxations } from './relaxations';
import type { RestorationMaps } from './restoration-maps';
import type { Caller, TabBook } from './tab-book';

type TextSurface = Exclude<Surface, 'screen'>;
type Decided = Extract<TextDecision, { ok: true }>;

export interface TextDecisionDeps {
  policy: GuardPolicySource;
  tabs: TabBook;
  questions: Questions;
  relaxations: Relaxations;
  maps: RestorationMaps;
  /** Writes one ledger record; never awaited by a decision. */
  record(entry: LedgerEntry): void;
}

export class TextDecisions {
  constructor(private readonly deps: TextDecisionDeps) {}

  check(caller: Caller, request: GuardRequest<'check'>): GuardVerdict {
    const { tabId, origin } = caller;
    const generation = this.deps.policy.generation;
    if (this.deps.tabs.paused(tabId, origin)) {
      this.deps.tabs.count(tabId, origin, 'passed');
      this.write(origin, request.surface, {}, 'allow', 'human', generation);
      return { verdict: 'release', text: request.text, changed: false, categories: [], generation, paused: true };
    }
    const decided = this.decide(request.text, origin, 'policy');
    return this.settle(caller, request.surface, request.conversation, request.text, decided, new Set());
  }

  preview(caller: Caller, request: GuardRequest<'preview'>): GuardResponse<'preview'> {
    const decided = this.decide(request.text, caller.origin, 'policy');
    if (!decided.ok || decided.findings.length > 0) return { clean: false, previewId: null };
    return { clean: true, previewId: this.deps.questions.preview(caller.tabId, caller.origin, this.deps.policy.generation) };
  }

  commit(caller: Caller, request: GuardRequest<'commit'>): GuardResponse<'commit'> {
    const preview = this.deps.questions.takePreview(request.previewId, caller.tabId, caller.origin);
    if (preview === undefined) return { recorded: false };
    this.deps.tabs.count(caller.tabId, caller.origin, 'passed');
    this.write(caller.origin, 'send', {}, 'allow', 'policy', preview.generation);
    return { recorded: true };
  }

  async answer(caller: Caller, request: GuardRequest<'answer'>): Promise<GuardResponse<'answer'>> {
    const pending = this.deps.questions.take(request.pendingId, caller.tabId, caller.origin);
    if (pending === undefined) throw new Error('This question is no longer open; nothing was inserted.');
    const { tabId, origin } = caller;
    const remember = request.remember;
    const choice = request.choice;

    // Decide again under the policy as it is now: it may have moved while the person read the prompt.
    const decided = this.decide(pending.text, origin, choice === 'original' ? 'original' : 'masked');
    if (!decided.ok) {
      const verdict = this.settle(caller, pending.surface, pending.conversation, pending.text, decided, pending.asked);
      return { ...verdict, rememberOutcome: 'none' };
    }

    if (choice === 'cancel') {
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, pending.surface, decided.counts, 'block', 'human', this.deps.policy.generation);
      const rememberOutcome = remember ? await this.deps.relaxations.tighten(origin, askedStill(pending.asked, decided), 'block') : 'none';
      return { verdict: 'block', why: { kind: 'cancelled' }, categories: decided.categories, generation: this.deps.policy.generation, rememberOutcome };
    }

    const newlyAsked = decided.categories.some((c) => c.decision === 'ask' && !pending.asked.has(c.category));
    if (decided.verdict === 'block' || newlyAsked) {
      // The policy moved under the question: decide afresh and, if needed, ask again.
      const fresh = this.decide(pending.text, origin, 'policy');
      const verdict = this.settle(caller, pending.surface, pending.conversation, pending.text, fresh, pending.asked);
      return { ...verdict, rememberOutcome: 'none' };
    }

    const changed = decided.masked !== pending.text;
    this.deps.tabs.count(tabId, origin, changed ? 'masked' : 'passed');
    this.deps.maps.add(tabId, origin, pending.conversation, decided.restoration);
    this.write(origin, pending.surface, decided.counts, choice === 'masked' ? 'mask' : 'allow', 'human', this.deps.policy.generation);
    let rememberOutcome: GuardResponse<'answer'>['rememberOutcome'] = 'none';
    if (remember) {
      rememberOutcome =
        choice === 'masked'
          ? await this.deps.relaxations.tighten(origin, askedStill(pending.asked, decided), 'mask')
          : await this.deps.relaxations.propose(origin, decided.categories.map((c) => c.category));
    }
    return { verdict: 'release', text: decided.masked, changed, categories: decided.categories, generation: this.deps.policy.generation, paused: false, rememberOutcome };
  }

  held(caller: Caller, request: GuardRequest<'held'>): GuardResponse<'held'> {
    const { tabId, origin } = caller;
    const generation = this.deps.policy.generation;
    const outcome = {
      pending: ['held', 'ask', 'policy'],
      release: ['passed', 'allow', 'human'],
      cancel: ['blocked', 'block', 'human'],
      too_large: ['blocked', 'block', 'policy'],
    } as const;
    const [count, decision, decidedBy] = outcome[request.answer];
    this.deps.tabs.count(tabId, origin, count);
    this.write(origin, request.surface, {}, decision, decidedBy, generation);
    return { recorded: true };
  }

  /**
   * Runs one check on synthetic text so the engine's plan and regular expressions are built before
   * the first real paste arrives (the first scan after start is several times slower).
   */
  warmUp(): void {
    decideText('Warm-up: jane.roe@example.org, 4111 1111 1111 1111, ghp_000000000000000000000000000000000000, Ada Lovelace.', { policy: this.deps.policy.current() });
  }

  private decide(text: string, origin: string, release: 'policy' | 'masked' | 'original'): TextDecision {
    const policy: Policy = this.deps.policy.current();
    const managedCells = this.deps.policy.lockedCells().filter((c) => c.reason === 'managed');
    return decideText(text, { policy, origin, managedCells, release });
  }

  private settle(
    caller: Caller,
    surface: TextSurface,
    conversation: string | null,
    text: string,
    decided: TextDecision,
    alreadyAsked: ReadonlySet<Category>,
  ): GuardVerdict {
    const { tabId, origin } = caller;
    const generation = this.deps.policy.generation;
    if (!decided.ok) {
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, surface, {}, 'block', 'policy', generation);
      return { verdict: 'block', why: { kind: 'unchecked', error: decided.error.kind }, categories: [], generation };
    }
    this.deps.tabs.addFindings(tabId, origin, decided.counts);
    if (decided.verdict === 'block') {
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, surface, decided.counts, 'block', 'policy', generation);
      const blocked = decided.categories.filter((s) => s.decision === 'block').map((s) => s.category);
      return { verdict: 'block', why: { kind: 'policy', categories: blocked }, categories: decided.categories, generation };
    }
    if (decided.verdict === 'ask') {
      const asked = new Set(alreadyAsked);
      for (const c of decided.categories) if (c.decision === 'ask') asked.add(c.category);
      const pendingId = this.deps.questions.hold({ tabId, origin, surface, conversation, text, generation, asked });
      if (pendingId === undefined) {
        this.deps.tabs.count(tabId, origin, 'blocked');
        this.write(origin, surface, decided.counts, 'block', 'policy', generation);
        return { verdict: 'block', why: { kind: 'too_many_questions' }, categories: decided.categories, generation };
      }
      this.deps.tabs.count(tabId, origin, 'asked');
      this.write(origin, surface, decided.counts, 'ask', 'policy', generation);
      return { verdict: 'ask', pendingId, categories: decided.categories, generation };
    }
    const changed = decided.masked !== text;
    this.deps.tabs.count(tabId, origin, changed ? 'masked' : 'passed');
    this.deps.maps.add(tabId, origin, conversation, decided.restoration);
    this.write(origin, surface, decided.counts, changed ? 'mask' : 'allow', 'policy', generation);
    return { verdict: 'release', text: decided.masked, changed, categories: decided.categories, generation, paused: false };
  }

  private write(origin: string, surface: Surface, categories: Partial<Record<Category, number>>, decision: Decision, decidedBy: DecidedBy, policyGeneration: number): void {
    this.deps.record({ origin, surface, categories, decision, decidedBy, confidence: null, policyGeneration });
  }
}

/** The asked categories that the text still holds. */
function askedStill(asked: ReadonlySet<Category>, decided: Decided): Category[] {
  const present = new Set(decided.categories.map((c) => c.category));
  return [...asked].filter((c) => present.has(c));
}
