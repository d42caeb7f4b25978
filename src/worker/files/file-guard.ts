/**
 * Files on the service worker's side: a content script opens a port (FILE_PORT) per image, PDF
 * or Office file; the worker has the file host read it, decides on what was read through
 * `decideFile` (every text through `decideText`: the same categories, questions, answers and
 * locks as a paste), asks the person through the content script when the policy asks, has the
 * host write the redacted file from the plan, and sends it back. Each file writes ledger records
 * built as a text item's are (src/core/ledger/outcomes.ts: categories and counts, per category
 * what happened and who decided, never content) and counts on its tab; tokens issued for its
 * text restore in replies like a paste's.
 *
 * Trust boundary: tab and site come from the port's sender (classified like a routed message),
 * never from a message; every message is checked against its schema. Fail closed: a host that
 * does not answer, a limit, a corrupt file or an OCR failure holds the file, with the reason.
 */
import { decideFile, type FileDecision, type FileReading } from '../../core/files/decide-file';
import { fromBase64, toBase64 } from '../../core/files/base64';
import { FILE_LIMITS } from '../../core/files/limits';
import type { ReleaseMode } from '../../core/decide/decide-text';
import type { CategoryOutcomes } from '../../core/ledger/ledger-record';
import { blockerOf, eventEntry, modelConfidence, textOutcomes, type TextRelease } from '../../core/ledger/outcomes';
import type { RestorationMap } from '../../core/mask/restoration-map';
import type { Category, Decision, DecidedBy } from '../../core/vocabulary';
import { accept } from '../../protocol/channel';
import { FILE_CLIENT_MESSAGE, FILE_PORT, type FileClientMessage, type FileWorkerMessage } from '../../protocol/files';
import type { RememberOutcome } from '../../protocol/guard';
import type { LedgerEntry } from '../consent-ledger';
import type { ClassifiedSender, RawSender } from '../router';
import type { GuardPolicySource } from '../guard/relaxations';
import { pausedPolicy } from '../guard/text-decisions';
import type { Caller, TabOutcome } from '../guard/tab-book';
import type { FileHostClient } from './host-client';
import { injectionFrom, type ModelReading } from '../../core/decide/model-reading';
import type { ModelReader } from '../models/model-reader';

/** What the file guard shares with the text guard: the tab book, restoration maps and remembered answers. */
export interface FileGuardHooks {
  caller(sender: ClassifiedSender): Caller;
  paused(tabId: number, origin: string): boolean;
  count(tabId: number, origin: string, outcome: TabOutcome): void;
  addFindings(tabId: number, origin: string, counts: Partial<Record<Category, number>>): void;
  keepTokens(tabId: number, origin: string, conversation: string | null, map: RestorationMap): void;
  remember(origin: string, choice: 'masked' | 'original' | 'cancel', categories: Category[]): Promise<RememberOutcome>;
}

export interface FilePortLike {
  name: string;
  sender?: RawSender;
  postMessage(message: FileWorkerMessage): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
}

export interface FileGuardDeps {
  hooks: FileGuardHooks;
  policy: GuardPolicySource;
  /** Resolves once the administrator's policy is known (nothing is decided before). */
  policyReady: Promise<unknown>;
  record(entry: LedgerEntry): void;
  classify(sender: RawSender): ClassifiedSender | undefined;
  /** Makes sure the file host is running (creates the offscreen document, or starts it in the background page). */
  ensureHost(): Promise<void>;
  host: FileHostClient;
  newId?: () => string;
  /** The on-device models, read on the file's text beside the detectors (a failure holds the file for a question). */
  models?: ModelReader;
}

/** How long the host may take to come up, and to read or write one file (past the file's own deadline). */
const HOST_START_MS = 15_000;
const HOST_REPLY_MS = FILE_LIMITS.deadlineMs + 15_000;

type Decided = Extract<FileDecision, { ok: true }>;

export class FileGuard {
  constructor(private readonly deps: FileGuardDeps) {}

  /** A port from a content script: one file's whole conversation. */
  connected(port: FilePortLike): void {
    if (port.name !== FILE_PORT) return;
    const sender = port.sender ? this.deps.classify(port.sender) : undefined;
    let caller: Caller;
    try {
      if (!sender || sender.kind !== 'content_script') throw new Error('not a content script');
      caller = this.deps.hooks.caller(sender);
    } catch {
      port.postMessage({ type: 'held', problem: 'unreachable', detail: 'This frame is not part of the guarded page.' });
      port.disconnect();
      return;
    }
    new FileSession(this.deps, port, caller).listen();
  }
}

class FileSession {
  private readonly id: string;
  private started = false;
  private closed = false;
  private answer: ((m: Extract<FileClientMessage, { type: 'answer' }>) => void) | undefined;
  /** The record of a question still open: written only if the file is never answered (one record per event). */
  private unanswered: (() => void) | undefined;

  constructor(
    private readonly deps: FileGuardDeps,
    private readonly port: FilePortLike,
    private readonly caller: Caller,
  ) {
    this.id = (deps.newId ?? (() => crypto.randomUUID()))();
  }

  listen(): void {
    this.port.onDisconnect.addListener(() => {
      this.closed = true;
      this.deps.host.close(this.id);
      // The page went away during the question: the file was held and nothing was released.
      this.recordUnanswered();
    });
    this.port.onMessage.addListener((raw) => {
      const message = accept(FILE_CLIENT_MESSAGE, raw);
      if (!message || message.type === 'ping') return;
      if (message.type === 'answer') {
        this.answer?.(message);
        this.answer = undefined;
        return;
      }
      if (this.started) return;
      this.started = true;
      void this.run(message).catch(() => this.hold('corrupt', 'The check stopped after an internal error.'));
    });
  }

  /** Writes the record of a question nobody answered, once. */
  private recordUnanswered(): void {
    this.unanswered?.();
    this.unanswered = undefined;
  }

  private send(message: FileWorkerMessage): void {
    if (this.closed) return;
    try {
      this.port.postMessage(message);
    } catch {
      this.closed = true;
    }
  }

  /** One record, per category what happened to the file's values (the text path's record, outcomes.ts). */
  private write(
    surface: LedgerEntry['surface'],
    categories: Partial<Record<Category, number>>,
    outcomes: CategoryOutcomes,
    fallback: { decision: Decision; decidedBy: DecidedBy },
    answeredByPerson = false,
  ): void {
    this.deps.record(eventEntry({ origin: this.caller.origin, surface, policyGeneration: this.deps.policy.generation, confidence: this.confidence }, categories, outcomes, fallback, answeredByPerson));
  }

  private hold(problem: Extract<FileWorkerMessage, { type: 'held' }>['problem'], detail: string, surface: LedgerEntry['surface'] = 'upload'): void {
    const { tabId, origin } = this.caller;
    this.deps.hooks.count(tabId, origin, 'blocked');
    this.write(surface, {}, {}, { decision: 'block', decidedBy: 'policy' });
    this.send({ type: 'held', problem, detail });
    this.deps.host.close(this.id);
  }

  /** The models' reading of the file's text, asked for once per file. */
  private modelReading: ModelReading | undefined;
  /** The model's confidence for the records, once the file's text is decided. */
  private confidence: number | null = null;

  private decide(reading: FileReading, release: ReleaseMode, paused: boolean): FileDecision {
    // The policy in force carries the administrator's cells; decideText holds them. On a paused
    // tab the person's own policy steps aside, as for text, but secrets and those cells still hold.
    const policy = paused ? pausedPolicy(this.deps.policy) : this.deps.policy.current();
    const options = { policy, origin: this.caller.origin, release };
    const m = this.modelReading;
    const decided = m === undefined ? decideFile(reading, options) : decideFile(reading, m.ok ? { ...options, context: m.context, injectionDetector: injectionFrom(m) } : { ...options, context: 'unavailable' });
    this.confidence = decided.ok ? modelConfidence(decided.categories) : null;
    return decided;
  }

  private async run(start: Extract<FileClientMessage, { type: 'start' }>): Promise<void> {
    const { tabId, origin } = this.caller;
    const surface = start.surface;
    await this.deps.policyReady;
    // A pause releases what the person's policy would hold, not what no toggle releases: the file
    // is still read, so a key in a screenshot is covered on a paused tab as in a paste.
    const paused = this.deps.hooks.paused(tabId, origin);
    const bytes = fromBase64(start.data);
    if (!bytes) return this.hold('corrupt', 'The file did not arrive whole.', surface);
    try {
      await this.deps.ensureHost();
      await this.deps.host.ready(HOST_START_MS);
    } catch {
      return this.hold('unreachable', 'The part of Consentry that reads files did not start.', surface);
    }
    this.deps.host.onProgress(this.id, (p) => this.send({ type: 'progress', stage: p.stage, done: p.done, total: p.total }));
    const read = await this.deps.host.request({ kind: 'open', id: this.id, name: start.name, bytes }, HOST_REPLY_MS);
    if (read.kind === 'failed') return this.hold(read.problem, read.detail, surface);
    if (read.kind !== 'read') return this.hold('corrupt', 'The file could not be read.', surface);

    if (this.deps.models && read.reading.text.trim() !== '') this.modelReading = await this.deps.models.read(read.reading.text);
    let decided = this.decide(read.reading as FileReading, 'policy', paused);
    let decidedBy: DecidedBy = paused ? 'human' : 'policy';
    let release: TextRelease = { kind: 'policy' };
    let rememberOutcome: RememberOutcome = 'none';
    const asked = new Set<Category>();
    for (let round = 0; ; round++) {
      if (!decided.ok) {
        this.deps.hooks.count(tabId, origin, 'blocked');
        this.write(surface, {}, {}, { decision: 'block', decidedBy: 'policy' });
        this.send({ type: 'block', why: { kind: 'unchecked', error: decided.error.kind }, categories: [] });
        this.deps.host.close(this.id);
        return;
      }
      this.deps.hooks.addFindings(tabId, origin, decided.counts);
      if (decided.verdict === 'block') {
        this.deps.hooks.count(tabId, origin, 'blocked');
        // As for text: the policy's block (or the administrator's), also when it came after an answer.
        const by = blockerOf(decided.categories);
        this.write(surface, decided.counts, textOutcomes(decided.categories, { kind: 'blocked', by }), { decision: 'block', decidedBy: by });
        const categories = decided.categories.filter((c) => c.decision === 'block').map((c) => c.category);
        this.send({ type: 'block', why: { kind: 'policy', categories }, categories: decided.categories });
        this.deps.host.close(this.id);
        return;
      }
      if (decided.verdict === 'release') break;
      // The policy asks: the file waits in the host while the person answers.
      if (round >= 3) {
        this.deps.hooks.count(tabId, origin, 'blocked');
        this.write(surface, decided.counts, textOutcomes(decided.categories, { kind: 'blocked', by: 'policy' }), { decision: 'block', decidedBy: 'policy' });
        this.send({ type: 'block', why: { kind: 'too_many_questions' }, categories: decided.categories });
        this.deps.host.close(this.id);
        return;
      }
      for (const c of decided.categories) if (c.decision === 'ask') asked.add(c.category);
      this.deps.hooks.count(tabId, origin, 'asked');
      const heldCounts = decided.counts;
      const heldCategories = decided.categories;
      this.unanswered = () => this.write(surface, heldCounts, textOutcomes(heldCategories, { kind: 'held' }), { decision: 'ask', decidedBy: 'policy' });
      const answered = await new Promise<Extract<FileClientMessage, { type: 'answer' }>>((resolve) => {
        this.answer = resolve;
        const m = this.modelReading;
        const model = m === undefined ? undefined : !m.ok ? ({ state: 'unavailable' } as const) : m.warmUpMs > 0 ? ({ state: 'warmed', waitedMs: m.warmUpMs } as const) : undefined;
        this.send({ type: 'ask', categories: decided.ok ? decided.categories : [], ...(model ? { model } : {}) });
        if (this.closed) this.recordUnanswered();
      });
      this.unanswered = undefined;
      decidedBy = 'human';
      if (answered.remember) rememberOutcome = await this.deps.hooks.remember(origin, answered.choice, [...asked]);
      if (answered.choice === 'cancel') {
        this.deps.hooks.count(tabId, origin, 'blocked');
        this.write(surface, decided.counts, textOutcomes(decided.categories, { kind: 'blocked', by: 'human' }), { decision: 'block', decidedBy: 'human' }, true);
        this.send({ type: 'block', why: { kind: 'cancelled' }, categories: decided.categories });
        this.deps.host.close(this.id);
        return;
      }
      // Decided again under the policy as it is now, as the person answered; only when a category
      // newly asks (the policy moved under the question) is the file decided afresh and asked again.
      release = answered.choice === 'original' ? { kind: 'original' } : { kind: 'masked', asked: new Set(asked) };
      decided = this.decide(read.reading as FileReading, answered.choice, paused);
      if (decided.ok && decided.categories.some((c) => c.decision === 'ask' && !asked.has(c.category))) decided = this.decide(read.reading as FileReading, 'policy', paused);
    }
    await this.release(decided as Decided, surface, start, decidedBy, release, rememberOutcome);
  }

  private async release(
    decided: Decided,
    surface: LedgerEntry['surface'],
    start: Extract<FileClientMessage, { type: 'start' }>,
    decidedBy: DecidedBy,
    how: TextRelease,
    rememberOutcome: RememberOutcome,
  ): Promise<void> {
    const { tabId, origin } = this.caller;
    const outcomes = textOutcomes(decided.categories, how);
    const answered = decidedBy === 'human';
    if (!decided.changed) {
      this.deps.host.close(this.id);
      this.deps.hooks.count(tabId, origin, 'passed');
      this.write(surface, decided.counts, outcomes, { decision: 'allow', decidedBy }, answered);
      this.send({ type: 'release', changed: false, name: start.name, mediaType: start.mediaType, categories: decided.categories, rememberOutcome });
      return;
    }
    const written = await this.deps.host.request({ kind: 'write', id: this.id, plan: decided.plan }, HOST_REPLY_MS);
    if (written.kind === 'failed') return this.hold(written.problem, written.detail, surface);
    if (written.kind !== 'written') return this.hold('corrupt', 'The redacted file could not be written.', surface);
    this.deps.hooks.count(tabId, origin, written.changed ? 'masked' : 'passed');
    if (decided.restoration) this.deps.hooks.keepTokens(tabId, origin, start.conversation, decided.restoration);
    this.write(surface, decided.counts, outcomes, { decision: written.changed ? 'mask' : 'allow', decidedBy }, answered);
    this.send({
      type: 'release',
      changed: written.changed,
      name: written.name,
      mediaType: written.mediaType,
      ...(written.changed ? { data: toBase64(written.bytes) } : {}),
      categories: decided.categories,
      rememberOutcome,
    });
  }
}
