/**
 * File redaction: how a content script hands an image, PDF or Office file to the service worker,
 * and how the worker has it read and rewritten by the file host (the offscreen document on
 * Chrome, the background page on Firefox). Both legs are declared here with their schemas, and
 * every message is checked with `accept()` where it arrives.
 *
 * - Content script ↔ service worker: a runtime port named FILE_PORT, one file per port. The
 *   content script sends the file (base64: runtime messaging is JSON) and later the person's
 *   answer; the worker sends progress, a question, and the outcome. The worker takes tab and site
 *   from the port's sender, never from a message.
 * - Service worker ↔ file host: the extension-origin BroadcastChannel FILE_BROADCAST (pages
 *   cannot join it). The host reads the file and keeps it in memory under the job id; the worker
 *   decides on what the host read; the host writes the redacted file from the worker's plan.
 *
 * Nothing here carries a value found in a file back to the page: questions and outcomes name
 * categories and counts, and the redacted file itself.
 */
import * as v from 'valibot';
import type { CategorySummary } from '../core/decide/decide-text';
import { SCAN_ERROR_KINDS } from '../core/engine/types';
import { FILE_FORMATS } from '../core/files/formats';
import { FILE_LIMITS, FILE_PROBLEMS } from '../core/files/limits';
import { CATEGORIES, DECISIONS, DETECTOR_CATEGORIES } from '../core/vocabulary';
import { shortString } from './channel';
import type { BlockWhy, ModelNote, RememberOutcome } from './guard';

export const FILE_PORT = 'consentry-file';
export const FILE_BROADCAST = 'consentry-files';

/** Base64 of the largest file read, and a little over. */
const MAX_BASE64 = Math.ceil((FILE_LIMITS.maxFileBytes * 4) / 3) + 16;
const surface = v.picklist(['paste', 'drop', 'upload']);

/** Content script → service worker, on the file port. */
export const FILE_CLIENT_MESSAGE = v.variant('type', [
  v.object({
    type: v.literal('start'),
    surface,
    name: shortString(1000),
    mediaType: shortString(200),
    data: shortString(MAX_BASE64),
    conversation: v.nullable(shortString(200)),
  }),
  v.object({ type: v.literal('answer'), choice: v.picklist(['masked', 'original', 'cancel']), remember: v.boolean() }),
  /** Keeps the worker (and its port) awake while a long file is read. */
  v.object({ type: v.literal('ping') }),
]);
export type FileClientMessage = v.InferOutput<typeof FILE_CLIENT_MESSAGE>;

export type FileStage = 'reading' | 'ocr' | 'writing';

/** Service worker → content script, on the file port. Never holds a found value. */
export type FileWorkerMessage =
  | { type: 'progress'; stage: FileStage; done: number; total: number }
  | { type: 'ask'; categories: CategorySummary[]; model?: ModelNote }
  | {
      type: 'release';
      /** False when the file goes as it was (nothing found, or the guard is paused). */
      changed: boolean;
      name: string;
      mediaType: string;
      /** The redacted file, base64; absent when unchanged. */
      data?: string;
      categories: CategorySummary[];
      rememberOutcome: RememberOutcome;
    }
  | { type: 'block'; why: BlockWhy; categories: CategorySummary[] }
  | { type: 'held'; problem: (typeof FILE_PROBLEMS)[number] | 'unreachable'; detail: string };

const summary = v.object({
  category: v.picklist(CATEGORIES),
  count: v.number(),
  decision: v.picklist(DECISIONS),
  locked: v.boolean(),
  lockedBy: v.optional(v.picklist(['credential', 'managed', 'action'])),
  by: v.picklist(['policy', 'managed']),
  model: v.optional(v.object({ confidence: v.pipe(v.number(), v.minValue(0), v.maxValue(1)), actsAlone: v.boolean() })),
});
const modelNote = v.variant('state', [v.object({ state: v.literal('unavailable') }), v.object({ state: v.literal('warmed'), waitedMs: v.pipe(v.number(), v.minValue(0)) })]);
const summaries = v.pipe(v.array(summary), v.maxLength(CATEGORIES.length));
const blockWhy = v.variant('kind', [
  v.object({ kind: v.literal('policy'), categories: v.array(v.picklist(CATEGORIES)) }),
  v.object({ kind: v.literal('unchecked'), error: v.picklist(SCAN_ERROR_KINDS) }),
  v.object({ kind: v.literal('too_many_questions') }),
  v.object({ kind: v.literal('cancelled') }),
]);

/** Checked by the content script on receipt: the worker is trusted, but a port can carry anything. */
export const FILE_WORKER_MESSAGE = v.variant('type', [
  v.object({ type: v.literal('progress'), stage: v.picklist(['reading', 'ocr', 'writing']), done: v.number(), total: v.number() }),
  v.object({ type: v.literal('ask'), categories: summaries, model: v.optional(modelNote) }),
  v.object({
    type: v.literal('release'),
    changed: v.boolean(),
    name: shortString(1000),
    mediaType: shortString(200),
    data: v.optional(shortString(MAX_BASE64 * 2)),
    categories: summaries,
    rememberOutcome: v.picklist(['none', 'tightened', 'needs_confirmation', 'refused']),
  }),
  v.object({ type: v.literal('block'), why: blockWhy, categories: summaries }),
  v.object({ type: v.literal('held'), problem: v.picklist([...FILE_PROBLEMS, 'unreachable']), detail: shortString(1000) }),
]);

// ── service worker ↔ file host ────────────────────────────────────────────────────────────────

const jobId = shortString(100);
const coordinate = v.pipe(v.number(), v.finite(), v.minValue(-100_000), v.maxValue(100_000));
const word = v.object({
  text: shortString(2000),
  box: v.object({ x: coordinate, y: coordinate, w: coordinate, h: coordinate }),
  confidence: v.optional(v.number()),
});
const words = v.pipe(v.array(word), v.maxLength(100_000));
const picture = v.object({ width: v.number(), height: v.number(), words, closer: words });

export const FILE_READING = v.object({
  text: shortString(FILE_LIMITS.maxTextChars + 100_000),
  pictures: v.pipe(v.array(picture), v.maxLength(FILE_LIMITS.maxPdfPages + FILE_LIMITS.maxEmbeddedPictures + 1)),
});

const cover = v.object({
  x: coordinate,
  y: coordinate,
  w: coordinate,
  h: coordinate,
  label: shortString(100),
  category: v.picklist([...DETECTOR_CATEGORIES, 'notification']),
  pending: v.optional(v.boolean()),
});

export const FILE_PLAN = v.object({
  edits: v.pipe(
    v.array(v.object({ start: v.number(), end: v.number(), replacement: shortString(200), category: v.picklist(CATEGORIES) })),
    v.maxLength(1_000_000),
  ),
  covers: v.pipe(v.array(v.pipe(v.array(cover), v.maxLength(100_000))), v.maxLength(FILE_LIMITS.maxPdfPages + FILE_LIMITS.maxEmbeddedPictures + 1)),
});

/** Service worker → file host. */
export const FILE_HOST_REQUEST = v.variant('kind', [
  v.object({ kind: v.literal('open'), id: jobId, name: shortString(1000), bytes: v.instance(Uint8Array) }),
  v.object({ kind: v.literal('write'), id: jobId, plan: FILE_PLAN }),
  v.object({ kind: v.literal('close'), id: jobId }),
  v.object({ kind: v.literal('ping'), id: jobId }),
]);

/** File host → service worker. */
export const FILE_HOST_REPLY = v.variant('kind', [
  v.object({ kind: v.literal('progress'), id: jobId, stage: v.picklist(['reading', 'ocr', 'writing']), done: v.number(), total: v.number() }),
  v.object({ kind: v.literal('read'), id: jobId, format: v.picklist(FILE_FORMATS), reading: FILE_READING }),
  v.object({ kind: v.literal('written'), id: jobId, bytes: v.instance(Uint8Array), name: shortString(1000), mediaType: shortString(200), changed: v.boolean() }),
  v.object({ kind: v.literal('failed'), id: jobId, problem: v.picklist(FILE_PROBLEMS), detail: shortString(1000) }),
  v.object({ kind: v.literal('pong'), id: jobId }),
]);

export type FileHostRequest = v.InferOutput<typeof FILE_HOST_REQUEST>;
export type FileHostReply = v.InferOutput<typeof FILE_HOST_REPLY>;
