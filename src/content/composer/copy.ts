/**
 * The words the composer guard shows on the page: notices and the consent prompt's text, built
 * from what the service worker said as data (verdicts, categories, counts). Counts only, never
 * values.
 */
import { DEFAULT_LIMITS, type ScanErrorKind } from '../../core/engine/types';
import type { BlockWhy, CategorySummary, HeldKind, PromptChoice, TextSurface } from '../../protocol/guard';
import { categoryNoun, categoryPhrase, decisionNote, summaryPhrase } from '../../ui/category-labels';
import type { FileProblem } from '../../core/files/limits';
import type { PromptRequest } from '../ui/consent-prompt';

const SURFACE_NOUN: Readonly<Record<TextSurface, string>> = { paste: 'paste', drop: 'drop', upload: 'upload', send: 'message' };
const HELD_NOUN: Readonly<Record<Exclude<HeldKind, 'text'>, string>> = { image: 'image', pdf: 'PDF', binary: 'file' };

const ERROR_WORDS: Readonly<Record<ScanErrorKind, string>> = {
  invalid_input: 'it is not text Consentry can read.',
  input_too_large: 'it is larger than Consentry checks on your device.',
  token_too_long: 'it holds an unbroken run of characters too long to check.',
  too_many_identifiers: 'it holds more distinct values than Consentry masks at once.',
  deadline_exceeded: 'the check took too long.',
};

export function surfaceNoun(surface: TextSurface): string {
  return SURFACE_NOUN[surface];
}

/** The sentence for a block, from the worker's reason. */
export function blockSentence(why: BlockWhy, surface: TextSurface): string {
  const noun = SURFACE_NOUN[surface];
  switch (why.kind) {
    case 'policy':
      if (why.managed) {
        const note = why.managed.note ? ` Your organisation says: “${why.managed.note}”` : '';
        return `Your organisation blocks ${why.categories.map((c) => categoryNoun(c, 2)).join(' and ')} on AI sites: nothing from this ${noun} was inserted.${note}`;
      }
      return `Your policy blocks ${why.categories.map((c) => categoryNoun(c, 2)).join(' and ')} on this site: nothing from this ${noun} was inserted.`;
    case 'unchecked':
      return `Consentry could not check this ${noun}: ${ERROR_WORDS[why.error]} Nothing was inserted.`;
    case 'too_many_questions':
      return 'Too many questions are open on this tab; answer them first. Nothing was inserted.';
    case 'cancelled':
      return `Cancelled: nothing from this ${noun} was inserted.`;
  }
}

export const copy = {
  unreachable: (surface: TextSurface) => `Consentry could not check this ${SURFACE_NOUN[surface]}, so nothing was inserted. Reload the page and try again.`,
  masked: (categories: readonly CategorySummary[], site: string) => `Masked ${summaryPhrase(categories)} before it reached ${site}.`,
  confirmInWindow: 'Confirm the change for this site in the Consentry window that opened.',
  rememberRefused: 'Your choice applied this time, but could not be saved for this site.',
  policyKeptChanging: 'Your policy kept changing while this was checked; nothing was inserted.',
  policyMovedRechecked: 'Your policy changed while this was checked, so it was checked again under the new policy.',
  unreadableTransfer: 'Consentry could not read what this paste or drop carries, so nothing was inserted.',
  internalError: 'Consentry hit an internal error, so nothing was inserted.',
  tooManyFiles: (surface: TextSurface | 'choice', n: number, max: number) =>
    surface === 'choice'
      ? `You chose ${n} files; Consentry checks at most ${max} at once. Nothing was added.`
      : `That ${SURFACE_NOUN[surface]} holds ${n} files; Consentry checks at most ${max} at once. Nothing was added.`,
  fieldGone: (surface: 'paste' | 'drop') => `The field you ${surface === 'drop' ? 'dropped' : 'pasted'} into is gone; nothing was inserted.`,
  editorAltered: 'This editor changed the checked text while it was inserted; check what it shows before sending.',
  editorRefused: (surface: 'paste' | 'drop') => `This editor would not take the checked text, so nothing was ${surface === 'drop' ? 'dropped' : 'pasted'}. Your original was not inserted either.`,
  tooLargeText: (surface: TextSurface, chars: number) =>
    `This ${SURFACE_NOUN[surface]} is too large to check on your device (${formatChars(chars)}; the limit is ${formatChars(DEFAULT_LIMITS.maxInputChars)}). Nothing was inserted.`,
  unreadableFile: (name: string) => `“${name}” could not be read, so it was not added.`,
  tooLargeFile: (name: string, size: string, max: string) => `“${name}” is ${size}; Consentry checks text files up to ${max}. It was not added.`,
  fileNotAdded: (name: string) => `“${name}” was not added.`,
  fileChecking: (name: string) => `Checking “${name}” before it is added…`,
  fileProgress: (name: string, stage: 'reading' | 'ocr' | 'writing', done: number, total: number) =>
    stage === 'ocr'
      ? `Reading the text in “${name}” on your device (OCR)${total > 1 ? `: ${Math.min(done + 1, total)} of ${total}` : ''}…`
      : stage === 'writing'
        ? `Writing the redacted copy of “${name}”${total > 1 ? `: page ${Math.min(done + 1, total)} of ${total}` : ''}…`
        : `Reading “${name}”${total > 1 ? `: page ${Math.min(done + 1, total)} of ${total}` : ''}…`,
  fileRedacted: (name: string, categories: readonly CategorySummary[], site: string) => `Covered ${summaryPhrase(categories)} in “${name}” before it reached ${site}.`,
  fileHeld: (name: string, why: string) => `“${name}” was not added: ${why}`,
  fileUnreachable: (name: string) => `Consentry could not check “${name}”, so it was not added. Reload the page and try again.`,
  tooLargeDocument: (name: string, size: string, max: string) => `“${name}” is ${size}; Consentry checks images and documents up to ${max}. It was not added.`,
  changedWhileChecked: 'The message changed while it was checked; press send again.',
  maskedNotInserted: 'The masked message could not be put in the composer, so nothing was sent.',
};

/** Why a file was held, for the notice (the detail from the reader says which limit or damage). */
export function fileProblemSentence(problem: FileProblem | 'unreachable', detail: string): string {
  switch (problem) {
    case 'corrupt':
      return `it is damaged or incomplete, so Consentry cannot read it (${detail.replace(/\.$/, '')}).`;
    case 'encrypted':
      return 'it is password-protected, so Consentry cannot read it.';
    case 'unsupported':
      return `Consentry cannot read this kind of file (${detail.replace(/\.$/, '')}).`;
    case 'timeout':
      return `the check took too long (${detail.replace(/\.$/, '')}).`;
    case 'ocr_failed':
      return 'reading its text with OCR failed.';
    case 'unreachable':
      return 'the part of Consentry that reads files did not answer. Reload the page and try again.';
    default:
      return `${detail.replace(/\.$/, '')}.`;
  }
}

/** The consent prompt for an item the policy asks about. */
export function askPrompt(surface: TextSurface, categories: readonly CategorySummary[], site: string, itemName?: string, managedNote?: string): PromptRequest<PromptChoice> {
  const releasable = categories.some((c) => !c.locked && c.decision !== 'block');
  const what = itemName ? `“${itemName}”` : `This ${SURFACE_NOUN[surface]}`;
  const organisation = categories.some((c) => c.lockedBy === 'managed')
    ? ` Your organisation keeps ${categories.filter((c) => c.lockedBy === 'managed').map((c) => categoryNoun(c.category, 2)).join(' and ')} masked${managedNote ? `: “${managedNote}”` : '.'}`
    : '';
  return {
    heading: `Send this to ${site}?`,
    description: `${what} holds ${summaryPhrase(categories)}. Your policy asks you before it goes to ${site}.${organisation}`,
    rows: categories.map((c) => ({ label: capitalise(categoryPhrase(c.category, c.count)), note: decisionNote(c) })),
    actions: [
      { id: 'masked', label: 'Send masked', hint: 'Secrets are removed for good; other values are replaced by tokens that replies show again on this device only.' },
      ...(releasable
        ? [{ id: 'original' as const, label: 'Send original', hint: categories.some((c) => c.locked) ? 'Locked categories stay masked.' : 'Sends the values as they are.' }]
        : []),
      { id: 'cancel', label: 'Cancel', hint: 'Nothing is inserted.' },
    ],
    defaultAction: 'masked',
    cancelAction: 'cancel',
    rememberable: true,
  };
}

/** The prompt for a file the guard cannot read. */
export function heldPrompt(kind: Exclude<HeldKind, 'text'>, name: string, size: string, site: string): PromptRequest<'release' | 'cancel'> {
  const noun = HELD_NOUN[kind];
  return {
    heading: `Consentry can't check this ${noun}`,
    description: `“${name}” (${size}) may show personal details or secrets that Consentry cannot read on your device. It is held until you decide.`,
    rows: [],
    actions: [
      { id: 'cancel', label: `Don't add it` },
      { id: 'release', label: `Add original ${noun}`, hint: `${site} receives the ${noun} exactly as it is.` },
    ],
    defaultAction: 'cancel',
    cancelAction: 'cancel',
    rememberable: false,
  };
}

function formatChars(n: number): string {
  return n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} million characters` : `${n.toLocaleString('en')} characters`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
