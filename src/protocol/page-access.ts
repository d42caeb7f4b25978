/**
 * Messages between the page-world access guard (src/page-world/page-access.ts) and the isolated
 * content script (src/content/page-access.ts), over one MessagePort the content script hands the
 * page world at document_start, before any page script can listen (the first message of its
 * kind; the page world takes it with a capturing listener registered first and stops it there).
 *
 * What crosses is decided so the page world never holds anything unreleased: it asks for "the
 * clipboard's text", "the files the person picks", "the file behind handle 7", and gets back only
 * what the guard released (masked text, checked files) and opaque handle ids. The real clipboard
 * and the real file-system handles stay in the isolated world, so nothing the page patches in its
 * own world (prototypes, `then` getters, Array methods) can reach them. A page that somehow got
 * the port could ask the same questions and get the same released answers; it can never hand the
 * guard text of its own to check.
 */
import * as v from 'valibot';
import { shortString } from './channel';

/** The window message that carries the port (data `{ type: PAGE_ACCESS_PORT }`, ports[0]). */
export const PAGE_ACCESS_PORT = 'consentry-page-access';

export type PickerKind = 'open' | 'directory';

/** A handle as the page world sees it: an id and what the page may read of it. */
export interface HandleView {
  id: number;
  kind: 'file' | 'directory';
  name: string;
}

/** Request ids and handle ids alike: positive integers the two worlds count up. */
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const acceptTypes = v.optional(
  v.pipe(
    v.array(
      v.object({
        description: v.optional(shortString(200)),
        accept: v.record(shortString(200), v.union([shortString(50), v.pipe(v.array(shortString(50)), v.maxLength(50))])),
      }),
    ),
    v.maxLength(50),
  ),
);

/** Picker options the page may pass, as plain data (a handle given as `startIn` by its id). */
export const pickerOptions = v.object({
  multiple: v.optional(v.boolean()),
  excludeAcceptAllOption: v.optional(v.boolean()),
  id: v.optional(shortString(32)),
  startIn: v.optional(v.union([v.picklist(['desktop', 'documents', 'downloads', 'music', 'pictures', 'videos']), v.object({ handle: id })])),
  mode: v.optional(v.picklist(['read', 'readwrite'])),
  types: acceptTypes,
});

export type PickerOptions = v.InferOutput<typeof pickerOptions>;

/** What the page world asks. */
export const pageRequest = v.variant('kind', [
  v.object({ id, kind: v.literal('clipboard-text') }),
  v.object({ id, kind: v.literal('clipboard-items') }),
  v.object({ id, kind: v.literal('pick'), picker: v.picklist(['open', 'directory'] satisfies PickerKind[]), options: v.optional(pickerOptions) }),
  v.object({
    id,
    kind: v.literal('handle'),
    handle: id,
    op: v.picklist(['getFile', 'list', 'getFileHandle', 'getDirectoryHandle', 'resolve', 'isSameEntry', 'queryPermission', 'requestPermission']),
    name: v.optional(shortString(1000)),
    other: v.optional(id),
    create: v.optional(v.boolean()),
  }),
]);

export type PageRequest = v.InferOutput<typeof pageRequest>;

const blob = v.custom<Blob>((x) => typeof Blob !== 'undefined' && x instanceof Blob);
const handleView = v.object({ id, kind: v.picklist(['file', 'directory']), name: shortString(1000) });

/** What the isolated world answers: only released content and handle ids. */
export const pageReply = v.variant('ok', [
  v.object({
    id,
    ok: v.literal(true),
    value: v.union([
      v.object({ kind: v.literal('text'), text: v.string() }),
      v.object({ kind: v.literal('items'), items: v.array(v.array(v.object({ type: shortString(200), data: blob }))) }),
      v.object({ kind: v.literal('file'), file: blob }),
      v.object({ kind: v.literal('handles'), handles: v.array(handleView) }),
      v.object({ kind: v.literal('handle'), handle: handleView }),
      v.object({ kind: v.literal('path'), path: v.nullable(v.array(shortString(1000))) }),
      v.object({ kind: v.literal('boolean'), value: v.boolean() }),
      v.object({ kind: v.literal('permission'), state: v.picklist(['granted', 'denied', 'prompt']) }),
    ]),
  }),
  v.object({ id, ok: v.literal(false), name: shortString(64), message: shortString(500) }),
]);

export type PageReply = v.InferOutput<typeof pageReply>;
