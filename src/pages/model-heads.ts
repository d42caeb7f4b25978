/**
 * The on-device models for an extension page (the options page's playground): both heads run by
 * onnxruntime-web over the packaged .onnx files, loaded on first use, as the model host runs them.
 * The page's text never leaves it; nothing is fetched from anywhere but the extension itself.
 */
import type { OrtDocumentHeads } from '../core/classifier/ort-heads';
import { loadDocumentHeads } from '../offscreen/ort-runtime';

let heads: Promise<OrtDocumentHeads> | undefined;

/** Loads both heads once; a failed load is tried again on the next call. */
export function loadModelHeads(getUrl: (path: string) => string): Promise<OrtDocumentHeads> {
  heads ??= loadDocumentHeads(getUrl).catch((error: unknown) => {
    heads = undefined;
    throw error;
  });
  return heads;
}
