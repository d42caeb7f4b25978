/**
 * onnxruntime-web in the offscreen document, Firefox's background page and the options page's
 * playground: the WebAssembly-only build (its loader bundled in, so nothing is import()ed),
 * pointed at the packaged wasm file, and both heads' sessions over the packaged .onnx files.
 * Nothing is fetched from anywhere but the extension itself.
 */
import * as ort from 'onnxruntime-web/wasm';
import { loadOrtDocumentHeads, type OrtDocumentHeads, type OrtEnv, type OrtRuntime } from '../core/classifier/ort-heads';

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The model file ${url} could not be read (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether this document has a WebGPU adapter (null on machines without a GPU). */
async function gpuAdapter(): Promise<boolean> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu) return false;
  try {
    return (await gpu.requestAdapter()) != null;
  } catch {
    return false;
  }
}

export function loadDocumentHeads(getUrl: (path: string) => string): Promise<OrtDocumentHeads> {
  return loadOrtDocumentHeads(ort as unknown as OrtRuntime & { env: OrtEnv }, {
    getUrl,
    fetchBytes,
    sha256Hex,
    gpuAdapter,
    crossOriginIsolated: globalThis.crossOriginIsolated === true,
    cores: navigator.hardwareConcurrency || 1,
  });
}
