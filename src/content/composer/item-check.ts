/**
 * One item (a paste's text, a file, a message) through the service worker's decision, with the
 * in-page prompt when the policy asks: returns what may be handed to the page, or null when
 * nothing may go (blocked, cancelled, or the worker could not be reached). Never the raw original
 * as a fallback.
 *
 * Nothing decided goes to the page unconfirmed: `release` decides every item of one action,
 * asks the service worker to confirm them together, and hands them over in the same turn as the
 * confirmation arrives (dispatchAfterConfirm, src/core/policy/dispatch.ts). When the policy
 * moved in between — the person tightened a consent, an administrator's update arrived — the
 * items are decided again and the person is told; the worker records each event once, at its
 * confirmation.
 */
import { DEFAULT_LIMITS } from '../../core/engine/types';
import { dispatchAfterConfirm } from '../../core/policy/dispatch';
import type { GuardVerdict, TextSurface } from '../../protocol/guard';
import { MAX_TEXT_FILE_BYTES, formatBytes, kindOf, readHead, rewrap } from '../files';
import type { GuardCall } from '../guard-client';
import type { NoticeItem, PromptAnswer, PromptRequest } from '../ui/consent-prompt';
import { sniffFormat } from '../../core/files/formats';
import { askPrompt, blockSentence, copy, heldPrompt } from './copy';
import { redactFile, type FilePort } from './file-redaction';

/** The overlay as the guard uses it (a fake in unit tests). */
export interface GuardUi {
  ask<A extends string>(request: PromptRequest<A>): Promise<PromptAnswer<A>>;
  notify(tone: NoticeItem['tone'], text: string): void;
  /** A notice that stays while a file is read, reworded as it goes. */
  progress?(text: string): { update(text: string): void; end(): void };
}

export interface ItemCheckDeps {
  call: GuardCall;
  ui: GuardUi;
  /** The site's display name, for the prompt and notices. */
  siteName: string;
  /** The conversation the item belongs to (tokens restore within it). */
  conversation(): string | null;
  /** Opens a runtime port to the service worker (images, PDFs and Office files are redacted over one). */
  connect?: (name: string) => FilePort;
}

/** Text the worker released, with the id its release is confirmed by. */
export interface ReleasedText {
  text: string;
  changed: boolean;
  releaseId: string;
}

/**
 * A file that may go: masked text re-wrapped, or the original. `releaseId` is null when no
 * policy decided it (a file the person added after the guard said it could not read it).
 */
export interface ReleasedFile {
  file: File;
  releaseId: string | null;
}

export class ItemCheck {
  constructor(private readonly deps: ItemCheckDeps) {}

  /**
   * Decides the items of one action (`decide`, which may prompt), confirms their releases
   * together and hands them over (`dispatch`), deciding again when the policy moved meanwhile.
   * Returns what `dispatch` returned, or null when nothing went.
   */
  async release<D, R>(
    surface: TextSurface,
    decide: () => Promise<D | null>,
    releaseIds: (decision: D) => ReadonlyArray<string | null>,
    dispatch: (decision: D) => R | Promise<R>,
  ): Promise<R | null> {
    let outcome: Awaited<ReturnType<typeof dispatchAfterConfirm<D, R>>>;
    try {
      outcome = await dispatchAfterConfirm(
        () => decide(),
        (decision) => this.confirm(releaseIds(decision)),
        dispatch,
        { onMoved: () => this.deps.ui.notify('warning', copy.policyMovedRechecked) },
      );
    } catch (error) {
      if (!(error instanceof Unconfirmed)) throw error;
      this.deps.ui.notify('error', copy.unreachable(surface));
      return null;
    }
    if (outcome.status === 'dispatched') return outcome.result;
    if (outcome.status === 'refused') this.deps.ui.notify('error', copy.policyKeptChanging);
    return null;
  }

  /** A paste's or drop's text (and its HTML, kept only when nothing changed and it holds nothing). */
  async text(surface: TextSurface, text: string, html: string): Promise<(ReleasedText & { html?: string }) | null> {
    if (text.length > DEFAULT_LIMITS.maxInputChars) {
      // Past the engine's limit the answer is known: refuse at once instead of shipping megabytes.
      this.deps.ui.notify('error', copy.tooLargeText(surface, text.length));
      this.deps.call('held', { surface, kind: 'text', answer: 'too_large' }).catch(() => undefined);
      return null;
    }
    const verdict = await this.decide(surface, text);
    if (verdict === null) return null;
    let keepHtml: string | undefined;
    if (!verdict.changed && html !== '' && (await this.clean(html))) keepHtml = html;
    return { ...verdict, ...(keepHtml !== undefined ? { html: keepHtml } : {}) };
  }

  /** True when `text` holds nothing the guard would act on (a look-ahead: no record, nothing released). */
  async clean(text: string): Promise<boolean> {
    if (text.length > 256 * 1024) return false;
    const answer = await this.deps.call('preview', { text }).catch(() => ({ clean: false, previewId: null }));
    return answer.clean;
  }

  /** One check, with the prompt when the policy asks. */
  async decide(surface: TextSurface, text: string, itemName?: string): Promise<ReleasedText | null> {
    let verdict: GuardVerdict;
    try {
      verdict = await this.deps.call('check', { surface, text, conversation: this.deps.conversation() });
    } catch {
      this.deps.ui.notify('error', copy.unreachable(surface));
      return null;
    }
    for (let round = 0; round < 3; round++) {
      if (verdict.verdict === 'release') {
        if (verdict.changed) this.deps.ui.notify('info', copy.masked(verdict.categories.filter((c) => c.decision !== 'allow' || c.locked), this.deps.siteName));
        // An instruction to the assistant was replaced: say so in words, not only as a count.
        if (verdict.changed && verdict.categories.some((c) => c.category === 'injection' && c.decision !== 'allow')) this.deps.ui.notify('warning', copy.injectionNeutralised(surface, this.deps.siteName));
        return { text: verdict.text, changed: verdict.changed, releaseId: verdict.releaseId };
      }
      if (verdict.verdict === 'block') {
        this.deps.ui.notify(verdict.why.kind === 'cancelled' ? 'info' : 'error', blockSentence(verdict.why, surface));
        return null;
      }
      const answer = await this.deps.ui.ask(askPrompt(surface, verdict.categories, this.deps.siteName, itemName, verdict.managedNote, verdict.model));
      try {
        const next = await this.deps.call('answer', { pendingId: verdict.pendingId, choice: answer.action, remember: answer.remember });
        if (next.rememberOutcome === 'needs_confirmation') this.deps.ui.notify('info', copy.confirmInWindow);
        if (next.rememberOutcome === 'refused') this.deps.ui.notify('warning', copy.rememberRefused);
        verdict = next;
      } catch (error) {
        this.deps.ui.notify('error', `${(error as Error).message}`);
        return null;
      }
    }
    this.deps.ui.notify('error', copy.policyKeptChanging);
    return null;
  }

  /** Returns the file to hand over (masked text, or the original after a yes), or null. */
  async file(file: File, surface: TextSurface): Promise<ReleasedFile | null> {
    let head: Uint8Array;
    try {
      head = await readHead(file);
    } catch {
      this.deps.ui.notify('error', copy.unreadableFile(file.name));
      return null;
    }
    const kind = kindOf(head, file.name);
    if (kind === 'text') {
      if (file.size > MAX_TEXT_FILE_BYTES) {
        this.deps.ui.notify('error', copy.tooLargeFile(file.name, formatBytes(file.size), formatBytes(MAX_TEXT_FILE_BYTES)));
        this.deps.call('held', { surface, kind: 'text', answer: 'too_large' }).catch(() => undefined);
        return null;
      }
      const verdict = await this.decide(surface, await file.text(), file.name);
      if (verdict === null) return null;
      return { file: verdict.changed ? rewrap(file, verdict.text) : file, releaseId: verdict.releaseId };
    }
    // Images, PDFs and Office files are redacted on the device; a failure holds them.
    const format = sniffFormat(head, file.name);
    if (format !== null && surface !== 'send') {
      const { connect } = this.deps;
      if (!connect) {
        this.deps.ui.notify('error', copy.fileUnreachable(file.name));
        return null;
      }
      // The file's decision and its ledger record are made in the worker, over the port.
      const redacted = await redactFile({ connect, call: this.deps.call, ui: this.deps.ui, siteName: this.deps.siteName, conversation: this.deps.conversation }, file, surface, format);
      return redacted === null ? null : { file: redacted, releaseId: null };
    }
    // Other binaries cannot be checked: the person decides.
    let holdId: string | null;
    try {
      holdId = (await this.deps.call('held', { surface, kind, answer: 'pending' })).holdId;
    } catch (error) {
      this.deps.ui.notify('error', (error as Error).message);
      return null;
    }
    const answer = await this.deps.ui.ask(heldPrompt(kind, file.name, formatBytes(file.size), this.deps.siteName));
    try {
      await this.deps.call('held', { surface, kind, answer: answer.action, ...(holdId !== null ? { holdId } : {}) });
    } catch (error) {
      // The answer could not be recorded: nothing goes unrecorded.
      this.deps.ui.notify('error', (error as Error).message);
      return null;
    }
    if (answer.action !== 'release') {
      this.deps.ui.notify('info', copy.fileNotAdded(file.name));
      return null;
    }
    return { file, releaseId: null };
  }

  /** Confirms releases with the worker: true when they may go now (the policy has not moved). */
  private async confirm(ids: ReadonlyArray<string | null>): Promise<boolean> {
    const releaseIds = ids.filter((id): id is string => id !== null);
    if (releaseIds.length === 0) return true;
    try {
      return (await this.deps.call('release', { releaseIds })).ok;
    } catch {
      throw new Unconfirmed();
    }
  }
}

/** The worker could not be asked to confirm: nothing goes. */
class Unconfirmed extends Error {}
