/**
 * Every paste, drop, upload and send, decided in the service worker through `decideText` (the one
 * text decision): released masked, held for a question, or blocked; and the person's answer to a
 * question, decided again under the policy as it is at that moment.
 *
 * One ledger record per event, written once its final outcome is known, saying per category what
 * happened and who decided (src/core/ledger/outcomes.ts): a block at once; a question when it is
 * answered (or never is); a release when the content script confirms it, immediately before it
 * hands the content to the page. A release is confirmed only while the policy generation it was
 * decided under is still current (`isCurrent`, the dispatch recheck): a change in between — the
 * person revoking a consent, an administrator's update — drops the decision unrecorded and the
 * content script decides again. Restoration tokens become restorable only once released.
 *
 * Trust boundary: the caller (tab and site origin) comes from the router's classified sender via
 * the tab book, never from the payload. Text waiting for an answer stays in memory (questions.ts).
 */
import { decideText, type TextDecision } from '../../core/decide/decide-text';
import { injectionFrom, type ModelReading } from '../../core/decide/model-reading';
import { blockerOf, eventEntry, textOutcomes, uniformOutcomes, type TextRelease } from '../../core/ledger/outcomes';
import type { CategoryOutcomes } from '../../core/ledger/ledger-record';
import { MAX_TOKENS_PER_LOOKUP, tokensIn } from '../../core/mask/restoration-map';
import { isCurrent } from '../../core/policy/dispatch';
import { LOCKED_CATEGORIES, POLICY_CATEGORIES, type Policy } from '../../core/policy/policy';
import { PURPOSES, type Category, type DecidedBy, type Decision, type Surface } from '../../core/vocabulary';
import type { GuardRequest, GuardResponse, GuardVerdict, ModelNote } from '../../protocol/guard';
import type { ModelReader } from '../models/model-reader';
import type { LedgerEntry } from '../consent-ledger';
import type { PendingItem, Questions, TextSurface, Unanswered } from './questions';
import type { GuardPolicySource, Relaxations } from './relaxations';
import type { RestorationMaps } from './restoration-maps';
import type { Caller, TabBook } from './tab-book';

type Decided = Extract<TextDecision, { ok: true }>;

export interface TextDecisionDeps {
  policy: GuardPolicySource;
  tabs: TabBook;
  questions: Questions;
  relaxations: Relaxations;
  maps: RestorationMaps;
  /** Writes one ledger record; never awaited by a decision. */
  record(entry: LedgerEntry): void;
  /** The tokens a send carried out to the site, for the tab (restorable from then on). */
  markSent(tabId: number, tokens: readonly string[]): void;
  /**
   * The on-device models (context classifier and injection detector), read beside the detectors
   * on every text; absent only where no model host exists (some unit tests): then no context
   * category is decided and injections are found by the rules alone.
   */
  models?: ModelReader;
}

export class TextDecisions {
  constructor(private readonly deps: TextDecisionDeps) {}

  async check(caller: Caller, request: GuardRequest<'check'>): Promise<GuardVerdict> {
    const { tabId, origin } = caller;
    if (this.deps.tabs.paused(tabId, origin)) {
      // Paused: nothing of the person's own policy applies, but no pause releases a secret or
      // softens an administrator's cell. The models are not asked: every context row is allowed.
      const decided = decideText(request.text, { policy: pausedPolicy(this.deps.policy), origin });
      const verdict = this.settle(caller, request.surface, request.conversation, request.text, decided, new Set(), { paused: true });
      return verdict.verdict === 'release' ? { ...verdict, paused: true } : verdict;
    }
    const reading = await this.read(request.text);
    const decided = this.decide(request.text, origin, 'policy', reading);
    return this.settle(caller, request.surface, request.conversation, request.text, decided, new Set(), { reading });
  }

  async preview(caller: Caller, request: GuardRequest<'preview'>): Promise<GuardResponse<'preview'>> {
    const reading = await this.read(request.text);
    const decided = this.decide(request.text, caller.origin, 'policy', reading);
    // Clean: nothing the detectors found, a reading was had, and nothing would change or be asked.
    if (!decided.ok || decided.findings.length > 0 || decided.verdict !== 'release' || decided.masked !== request.text) return { clean: false, previewId: null };
    // A text the model put in a category (that the site allows) is clean, but it is not sent on
    // the preview: a send goes through the check, decided and confirmed under the policy of then.
    if (decided.categories.length > 0) return { clean: true, previewId: null };
    const tokens = tokensIn(request.text, MAX_TOKENS_PER_LOOKUP);
    return { clean: true, previewId: this.deps.questions.preview(caller.tabId, caller.origin, this.deps.policy.generation, tokens) };
  }

  commit(caller: Caller, request: GuardRequest<'commit'>): GuardResponse<'commit'> {
    const preview = this.deps.questions.takePreview(request.previewId, caller.tabId, caller.origin);
    if (preview === undefined) return { recorded: false };
    this.deps.tabs.count(caller.tabId, caller.origin, 'passed');
    // Clean text holds no finding, so no policy can decide it otherwise: the preview's
    // generation is recorded as the one it went out under.
    this.write(caller.origin, 'send', {}, {}, { decision: 'allow', decidedBy: 'policy' }, preview.generation);
    this.deps.markSent(caller.tabId, preview.tokens);
    return { recorded: true };
  }

  async answer(caller: Caller, request: GuardRequest<'answer'>): Promise<GuardResponse<'answer'>> {
    const pending = this.deps.questions.take(request.pendingId, caller.tabId, caller.origin);
    if (pending === undefined) throw new Error('This question is no longer open; nothing was inserted.');
    const { tabId, origin } = caller;
    const { remember, choice } = request;

    const reading = pending.reading;
    if (choice === 'cancel') {
      const decided = this.decide(pending.text, origin, 'masked', reading);
      const categories = decided.ok ? decided.categories : pending.categories;
      const counts = decided.ok ? decided.counts : pending.counts;
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, pending.surface, counts, textOutcomes(categories, { kind: 'blocked', by: 'human' }), { decision: 'block', decidedBy: 'human' }, this.deps.policy.generation, true, pending.confidence);
      const rememberOutcome = remember ? await this.deps.relaxations.tighten(origin, askedStill(pending.asked, categories), 'block') : 'none';
      return { verdict: 'block', why: { kind: 'cancelled' }, categories, generation: this.deps.policy.generation, rememberOutcome };
    }

    // A remembered "send masked" makes the asked cells `mask` for the site; it is applied before
    // deciding, so the release is decided under the policy it leaves in force.
    let rememberOutcome: GuardResponse<'answer'>['rememberOutcome'] = 'none';
    if (remember && choice === 'masked') rememberOutcome = await this.deps.relaxations.tighten(origin, askedStill(pending.asked, pending.categories), 'mask');

    // Decide again under the policy as it is now: it may have moved while the person read the prompt.
    const decided = this.decide(pending.text, origin, choice === 'original' ? 'original' : 'masked', reading);
    const again = reading ? { reading } : {};
    if (!decided.ok) {
      const verdict = this.settle(caller, pending.surface, pending.conversation, pending.text, decided, pending.asked, again);
      return { ...verdict, rememberOutcome };
    }
    const newlyAsked = decided.categories.some((c) => c.decision === 'ask' && !pending.asked.has(c.category));
    if (decided.verdict === 'block' || newlyAsked) {
      // The policy moved under the question: decide afresh and, if needed, ask again.
      const fresh = this.decide(pending.text, origin, 'policy', reading);
      const verdict = this.settle(caller, pending.surface, pending.conversation, pending.text, fresh, pending.asked, again);
      return { ...verdict, rememberOutcome };
    }

    const release: TextRelease = choice === 'original' ? { kind: 'original' } : { kind: 'masked', asked: pending.asked };
    const verdict = this.release(caller, pending.surface, pending.conversation, pending.text, decided, release, true);
    if (remember && choice === 'original') rememberOutcome = await this.deps.relaxations.propose(origin, decided.categories.map((c) => c.category));
    return { ...verdict, rememberOutcome };
  }

  /**
   * The content script is about to hand released content to the page: every release of that one
   * dispatch is confirmed together while the generation it was decided under is still current,
   * and recorded then; otherwise none is, and the content script decides again.
   */
  confirm(caller: Caller, request: GuardRequest<'release'>): GuardResponse<'release'> {
    const releases = this.deps.questions.takeReleases(request.releaseIds, caller.tabId, caller.origin);
    const generation = this.deps.policy.generation;
    if (releases === undefined) return { ok: false, reason: 'expired', generation };
    // Superseded decisions are dropped unrecorded: the decision that replaces them is the event's.
    if (releases.some((r) => !isCurrent(this.deps.policy, r.generation))) return { ok: false, reason: 'policy_moved', generation };
    for (const r of releases) {
      this.deps.tabs.count(r.tabId, r.origin, r.tabOutcome);
      this.deps.tabs.addFindings(r.tabId, r.origin, r.counts);
      this.deps.maps.add(r.tabId, r.origin, r.conversation, r.restoration);
      if (r.sentTokens.length > 0) this.deps.markSent(r.tabId, r.sentTokens);
      this.deps.record(r.entry);
    }
    return { ok: true };
  }

  held(caller: Caller, request: GuardRequest<'held'>): GuardResponse<'held'> {
    const { tabId, origin } = caller;
    const generation = this.deps.policy.generation;
    if (request.answer === 'too_large') {
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, request.surface, {}, {}, { decision: 'block', decidedBy: 'policy' }, generation);
      return { recorded: true, holdId: null };
    }
    if (request.kind === 'text') throw new Error('Only files are held for a question.');
    if (request.answer === 'pending') {
      // No record yet: the event's record is written once the person answers (or never does).
      const holdId = this.deps.questions.holdFile({ tabId, origin, surface: request.surface, kind: request.kind, generation });
      if (holdId === undefined) throw new Error('Too many files are waiting on this tab; nothing was added.');
      this.deps.tabs.count(tabId, origin, 'held');
      return { recorded: false, holdId };
    }
    const file = request.holdId !== undefined ? this.deps.questions.takeFile(request.holdId, tabId, origin) : undefined;
    if (file === undefined) throw new Error('This file is no longer waiting; nothing was added.');
    const released = request.answer === 'release';
    this.deps.tabs.count(tabId, origin, released ? 'passed' : 'blocked');
    this.write(origin, file.surface, {}, {}, { decision: released ? 'allow' : 'block', decidedBy: 'human' }, generation, true);
    return { recorded: true, holdId: null };
  }

  /** Records what was never answered or never handed over: held, nothing released. */
  recordUnanswered(gone: Unanswered): void {
    for (const q of gone.questions) {
      this.write(q.origin, q.surface, q.counts, textOutcomes(q.categories, { kind: 'held' }), { decision: 'ask', decidedBy: 'policy' }, q.generation, false, q.confidence);
    }
    for (const r of gone.releases) {
      this.deps.record({ ...r.entry, outcomes: uniformOutcomes(r.counts, 'ask', 'policy'), decision: 'ask', decidedBy: 'policy' });
    }
    for (const f of gone.files) this.write(f.origin, f.surface, {}, {}, { decision: 'ask', decidedBy: 'policy' }, f.generation);
  }

  /**
   * Runs one check on synthetic text so the engine's plan and regular expressions are built before
   * the first real paste arrives (the first scan after start is several times slower).
   */
  warmUp(): void {
    decideText('Warm-up: kim.vale@example.net, 5500 0000 0000 0004, ghp_000000000000000000000000000000000000, Ada Lovelace.', { policy: this.deps.policy.current() });
  }

  /** The models' reading of a text; none when this worker has no model host. Never rejects. */
  private async read(text: string): Promise<ModelReading | undefined> {
    if (!this.deps.models) return undefined;
    return this.deps.models.read(text).catch((): ModelReading => ({ ok: false, reason: 'error' }));
  }

  private decide(text: string, origin: string, release: 'policy' | 'masked' | 'original', reading?: ModelReading): TextDecision {
    const policy: Policy = this.deps.policy.current();
    if (reading === undefined) return decideText(text, { policy, origin, release });
    if (!reading.ok) return decideText(text, { policy, origin, release, context: 'unavailable' });
    return decideText(text, { policy, origin, release, context: reading.context, injectionDetector: injectionFrom(reading) });
  }

  private settle(
    caller: Caller,
    surface: TextSurface,
    conversation: string | null,
    text: string,
    decided: TextDecision,
    alreadyAsked: ReadonlySet<Category>,
    options: { paused?: boolean; reading?: ModelReading } = {},
  ): GuardVerdict {
    const { tabId, origin } = caller;
    const generation = this.deps.policy.generation;
    const confidence = decided.ok ? confidenceOf(decided) : null;
    if (!decided.ok) {
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, surface, {}, {}, { decision: 'block', decidedBy: 'policy' }, generation);
      return { verdict: 'block', why: { kind: 'unchecked', error: decided.error.kind }, categories: [], generation };
    }
    if (decided.verdict === 'block') {
      this.deps.tabs.addFindings(tabId, origin, decided.counts);
      this.deps.tabs.count(tabId, origin, 'blocked');
      const blockers = decided.categories.filter((s) => s.decision === 'block');
      const by = blockerOf(decided.categories);
      this.write(origin, surface, decided.counts, textOutcomes(decided.categories, { kind: 'blocked', by }), { decision: 'block', decidedBy: by }, generation, false, confidence);
      const managed = by === 'managed' ? { managed: { note: this.deps.policy.managedPolicy().note ?? null } } : {};
      return { verdict: 'block', why: { kind: 'policy', categories: blockers.map((s) => s.category), ...managed }, categories: decided.categories, generation };
    }
    if (decided.verdict === 'ask') {
      const asked = new Set(alreadyAsked);
      for (const c of decided.categories) if (c.decision === 'ask') asked.add(c.category);
      const item: PendingItem = {
        tabId, origin, surface, conversation, text, generation, asked, categories: decided.categories, counts: decided.counts, confidence,
        ...(options.reading ? { reading: options.reading } : {}),
      };
      const pendingId = this.deps.questions.hold(item);
      if (pendingId === undefined) {
        this.deps.tabs.count(tabId, origin, 'blocked');
        this.write(origin, surface, decided.counts, textOutcomes(decided.categories, { kind: 'blocked', by: 'policy' }), { decision: 'block', decidedBy: 'policy' }, generation, false, confidence);
        return { verdict: 'block', why: { kind: 'too_many_questions' }, categories: decided.categories, generation };
      }
      this.deps.tabs.count(tabId, origin, 'asked');
      const note = decided.categories.some((c) => c.lockedBy === 'managed') ? this.deps.policy.managedPolicy().note : undefined;
      const model = modelNote(decided, options.reading);
      return { verdict: 'ask', pendingId, categories: decided.categories, generation, ...(note !== undefined ? { managedNote: note } : {}), ...(model ? { model } : {}) };
    }
    return this.release(caller, surface, conversation, text, decided, { kind: 'policy' }, options.paused === true);
  }

  /** A release waiting for the content script's confirmation, with the record it will write. */
  private release(caller: Caller, surface: TextSurface, conversation: string | null, text: string, decided: Decided, how: TextRelease, byPerson: boolean): GuardVerdict {
    const { tabId, origin } = caller;
    const generation = this.deps.policy.generation;
    const changed = decided.masked !== text;
    let outcomes = textOutcomes(decided.categories, how);
    if (how.kind === 'policy' && byPerson) {
      // Paused: what went as it was, the person let through.
      outcomes = Object.fromEntries(Object.entries(outcomes).map(([c, o]) => [c, o && o.outcome === 'released' ? { ...o, decided_by: 'human' } : o])) as CategoryOutcomes;
    }
    const entry = eventEntry({ origin, surface, policyGeneration: generation, confidence: confidenceOf(decided) }, decided.counts, outcomes, { decision: changed ? 'mask' : 'allow', decidedBy: byPerson ? 'human' : 'policy' }, byPerson && how.kind !== 'policy');
    const sentTokens = surface === 'send' ? tokensIn(decided.masked, MAX_TOKENS_PER_LOOKUP) : [];
    const releaseId = this.deps.questions.holdRelease({
      tabId, origin, conversation, generation, restoration: decided.restoration, sentTokens,
      tabOutcome: changed ? 'masked' : 'passed', counts: decided.counts, entry,
    });
    if (releaseId === undefined) {
      this.deps.tabs.count(tabId, origin, 'blocked');
      this.write(origin, surface, decided.counts, textOutcomes(decided.categories, { kind: 'blocked', by: 'policy' }), { decision: 'block', decidedBy: 'policy' }, generation, false, confidenceOf(decided));
      return { verdict: 'block', why: { kind: 'too_many_questions' }, categories: decided.categories, generation };
    }
    return { verdict: 'release', text: decided.masked, changed, categories: decided.categories, generation, paused: false, releaseId };
  }

  private write(
    origin: string,
    surface: Surface,
    counts: Partial<Record<Category, number>>,
    outcomes: CategoryOutcomes,
    fallback: { decision: Decision; decidedBy: DecidedBy },
    policyGeneration: number,
    answeredByPerson = false,
    confidence: number | null = null,
  ): void {
    this.deps.record(eventEntry({ origin, surface, policyGeneration, confidence }, counts, outcomes, fallback, answeredByPerson));
  }
}

/** The context classifier's confidence for the record: of the category it read, when it read one. */
function confidenceOf(decided: Decided): number | null {
  return decided.model !== null && decided.model !== 'unavailable' ? decided.model.confidence : null;
}

/** What the prompt says about the models: the check could not finish, or it waited for them to load. */
function modelNote(decided: Decided, reading: ModelReading | undefined): ModelNote | undefined {
  if (decided.model === 'unavailable' || (reading !== undefined && !reading.ok)) return { state: 'unavailable' };
  if (reading?.ok && reading.warmUpMs > 0) return { state: 'warmed', waitedMs: reading.warmUpMs };
  return undefined;
}

/** The asked categories that the text still holds. */
function askedStill(asked: ReadonlySet<Category>, categories: Decided['categories']): Category[] {
  const present = new Set(categories.map((c) => c.category));
  return [...asked].filter((c) => present.has(c));
}

/**
 * The policy while the person has paused a tab: everything allowed and no action of the person's,
 * except what no toggle of theirs releases — secrets stay masked, and the administrator's cells
 * and actions hold.
 */
export function pausedPolicy(source: GuardPolicySource): Policy {
  const current = source.current();
  const managed = new Set((current.managed?.cells ?? []).map((c) => `${c.category}/${c.purpose}`));
  const next: Policy = { version: 1, decisions: structuredClone(current.decisions), actions: [...(source.managedPolicy().actions ?? [])] };
  if (current.managed) next.managed = structuredClone(current.managed);
  for (const category of POLICY_CATEGORIES) {
    for (const purpose of PURPOSES) {
      if (managed.has(`${category}/${purpose}`)) continue;
      next.decisions[category][purpose] = LOCKED_CATEGORIES.has(category) ? 'mask' : 'allow';
    }
  }
  return next;
}
