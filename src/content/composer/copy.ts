/**
 * The words the composer guard shows on the page: notices and the consent prompt's text, built
 * from what the service worker said as data (verdicts, categories, counts). Counts only, never
 * values. Every sentence comes from the locale files (page-strings.ts), in the browser's language.
 */
import { DEFAULT_LIMITS, type ScanErrorKind } from '../../core/engine/types';
import type { BlockWhy, CategorySummary, HeldKind, ModelNote, PromptChoice, TextSurface } from '../../protocol/guard';
import { categoryNoun, categoryPhrase, decisionNote, joinAnd, summaryPhrase } from '../../ui/category-labels';
import { pt } from '../../ui/page-strings';
import type { FileProblem } from '../../core/files/limits';
import type { PromptRequest } from '../ui/consent-prompt';

type Noun = 'paste' | 'drop' | 'upload' | 'message';
const SURFACE_NOUN: Readonly<Record<TextSurface, Noun>> = { paste: 'paste', drop: 'drop', upload: 'upload', send: 'message' };

/** "this paste", "this message": the demonstrative belongs to the noun in most languages. */
const thisNoun = (surface: TextSurface) => pt(`page_this_${SURFACE_NOUN[surface]}`);
const heldNoun = (kind: Exclude<HeldKind, 'text'>) => pt(`page_held_${kind}`);

const errorWords = (error: ScanErrorKind) => pt(`page_error_${error}`);

/** The sentence for a block, from the worker's reason. */
export function blockSentence(why: BlockWhy, surface: TextSurface): string {
  switch (why.kind) {
    case 'policy': {
      const what = joinAnd(why.categories.map((c) => categoryNoun(c, 2)));
      if (why.managed) {
        const sentence = pt('page_blockManaged', what, thisNoun(surface));
        return why.managed.note ? `${sentence} ${pt('page_organisationSays', why.managed.note)}` : sentence;
      }
      return pt('page_blockPolicy', what, thisNoun(surface));
    }
    case 'unchecked':
      return pt('page_unchecked', thisNoun(surface), errorWords(why.error));
    case 'too_many_questions':
      return pt('page_tooManyQuestions');
    case 'cancelled':
      return pt('page_cancelled', thisNoun(surface));
  }
}

export const copy = {
  unreachable: (surface: TextSurface) => pt('page_unreachable', thisNoun(surface)),
  masked: (categories: readonly CategorySummary[], site: string) => pt('page_masked', summaryPhrase(categories), site),
  /** An injected instruction was masked: the person is told what that means. */
  injectionNeutralised: (surface: TextSurface, site: string) => pt('page_injectionNeutralised', capitalise(thisNoun(surface)), site),
  get confirmInWindow() {
    return pt('page_confirmInWindow');
  },
  get rememberRefused() {
    return pt('page_rememberRefused');
  },
  get policyKeptChanging() {
    return pt('page_policyKeptChanging');
  },
  get policyMovedRechecked() {
    return pt('page_policyMovedRechecked');
  },
  get unreadableTransfer() {
    return pt('page_unreadableTransfer');
  },
  get internalError() {
    return pt('page_internalError');
  },
  tooManyFiles: (surface: TextSurface | 'choice', n: number, max: number) =>
    surface === 'choice' ? pt('page_tooManyFilesChosen', n, max) : pt('page_tooManyFiles', capitalise(thisNoun(surface)), n, max),
  fieldGone: (surface: 'paste' | 'drop') => pt(surface === 'drop' ? 'page_fieldGoneDrop' : 'page_fieldGonePaste'),
  get editorAltered() {
    return pt('page_editorAltered');
  },
  editorRefused: (surface: 'paste' | 'drop') => pt(surface === 'drop' ? 'page_editorRefusedDrop' : 'page_editorRefusedPaste'),
  tooLargeText: (surface: TextSurface, chars: number) => pt('page_tooLargeText', capitalise(thisNoun(surface)), formatChars(chars), formatChars(DEFAULT_LIMITS.maxInputChars)),
  unreadableFile: (name: string) => pt('page_unreadableFile', name),
  tooLargeFile: (name: string, size: string, max: string) => pt('page_tooLargeFile', name, size, max),
  fileNotAdded: (name: string) => pt('page_fileNotAdded', name),
  fileChecking: (name: string) => pt('page_fileChecking', name),
  fileProgress: (name: string, stage: 'reading' | 'ocr' | 'writing', done: number, total: number) =>
    total > 1 ? pt(`page_progressOf_${stage}`, name, Math.min(done + 1, total), total) : pt(`page_progress_${stage}`, name),
  fileRedacted: (name: string, categories: readonly CategorySummary[], site: string) => pt('page_fileRedacted', summaryPhrase(categories), name, site),
  fileHeld: (name: string, why: string) => pt('page_fileHeld', name, why),
  fileUnreachable: (name: string) => pt('page_fileUnreachable', name),
  tooLargeDocument: (name: string, size: string, max: string) => pt('page_tooLargeDocument', name, size, max),
  get changedWhileChecked() {
    return pt('page_changedWhileChecked');
  },
  get maskedNotInserted() {
    return pt('page_maskedNotInserted');
  },
};

/** Why a file was held, for the notice (the detail from the reader says which limit or damage). */
export function fileProblemSentence(problem: FileProblem | 'unreachable', detail: string): string {
  const d = detail.replace(/\.$/, '');
  switch (problem) {
    case 'corrupt':
      return pt('page_fileCorrupt', d);
    case 'encrypted':
      return pt('page_fileEncrypted');
    case 'unsupported':
      return pt('page_fileUnsupported', d);
    case 'timeout':
      return pt('page_fileTimeout', d);
    case 'ocr_failed':
      return pt('page_fileOcrFailed');
    case 'unreachable':
      return pt('page_fileReaderUnreachable');
    default:
      return `${d}.`;
  }
}

/** The consent prompt for an item the policy asks about. */
export function askPrompt(
  surface: TextSurface,
  categories: readonly CategorySummary[],
  site: string,
  itemName?: string,
  managedNote?: string,
  model?: ModelNote,
): PromptRequest<PromptChoice> {
  const releasable = categories.some((c) => !c.locked && c.decision !== 'block');
  const what = itemName ? pt('page_quoted', itemName) : capitalise(thisNoun(surface));
  const managed = categories.filter((c) => c.lockedBy === 'managed');
  const organisation =
    managed.length > 0
      ? ` ${managedNote ? pt('page_organisationKeepsNote', joinAnd(managed.map((c) => categoryNoun(c.category, 2))), managedNote) : pt('page_organisationKeeps', joinAnd(managed.map((c) => categoryNoun(c.category, 2))))}`
      : '';
  return {
    heading: pt('page_askHeading', site),
    description: `${categories.length > 0 ? pt('page_askHolds', what, summaryPhrase(categories), site) : ''}${organisation}${modelSentence(model, categories.length > 0)}`,
    rows: categories.map((c) => ({
      label: capitalise(categoryPhrase(c.category, c.count)),
      note: c.model ? `${decisionNote(c)}; ${pt('page_modelRow', Math.round(c.model.confidence * 100))}` : decisionNote(c),
    })),
    actions: [
      { id: 'masked', label: pt('page_sendMasked'), hint: pt('page_sendMaskedHint') },
      ...(releasable
        ? [{ id: 'original' as const, label: pt('page_sendOriginal'), hint: categories.some((c) => c.locked) ? pt('page_sendOriginalLocked') : pt('page_sendOriginalHint') }]
        : []),
      { id: 'cancel', label: pt('page_cancel'), hint: pt('page_cancelHint') },
    ],
    defaultAction: 'masked',
    cancelAction: 'cancel',
    rememberable: true,
  };
}

/** What the prompt says about the on-device models, when anything: the check did not finish, or it waited for them. */
function modelSentence(model: ModelNote | undefined, after: boolean): string {
  if (model === undefined) return '';
  const sentence = model.state === 'unavailable' ? pt('page_modelUnavailable') : pt('page_modelWarmed', (model.waitedMs / 1000).toLocaleString(pt('locale'), { maximumFractionDigits: 1, minimumFractionDigits: 1 }));
  return after ? ` ${sentence}` : sentence;
}

/** The prompt for a file the guard cannot read. */
export function heldPrompt(kind: Exclude<HeldKind, 'text'>, name: string, size: string, site: string): PromptRequest<'release' | 'cancel'> {
  return {
    heading: pt(`page_heldHeading_${kind}`),
    description: pt('page_heldBody', name, size),
    rows: [],
    actions: [
      { id: 'cancel', label: pt('page_heldCancel') },
      { id: 'release', label: pt(`page_heldRelease_${kind}`), hint: pt('page_heldReleaseHint', site, heldNoun(kind)) },
    ],
    defaultAction: 'cancel',
    cancelAction: 'cancel',
    rememberable: false,
  };
}

function formatChars(n: number): string {
  const locale = pt('locale');
  return n >= 1_000_000 ? pt('page_millionChars', (n / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })) : pt('page_chars', n.toLocaleString(locale));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
