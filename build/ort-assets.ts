/**
 * The onnxruntime-web file the extension ships (build time, Node only): the plain WebAssembly
 * build (about 14 MB, 3.7 MB zipped) that `onnxruntime-web/wasm` runs. The default import would
 * need the 28 MB JSEP build (WebGPU and WebNN), which the 15 MB package budget has no room for.
 * The version is pinned in package.json; nothing is fetched at run time.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ORT_WASM_FILE } from '../src/core/classifier/ort-heads';

/** The bag models' .bin files, which the extension does not read: it runs their .onnx form. */
export const BAG_MODELS_NOT_SHIPPED = ['models/context-classifier.bin', 'models/injection-detector.bin'];

export function ortAssetFiles(): Array<{ absoluteSrc: string; relativeDest: string }> {
  const require = createRequire(import.meta.url);
  // The package exports no package.json: its wasm entry (dist/ort.wasm.min.js) says where dist/ is.
  const dist = dirname(require.resolve('onnxruntime-web/wasm'));
  const name = ORT_WASM_FILE.split('/').pop() as string;
  return [{ absoluteSrc: join(dist, name), relativeDest: ORT_WASM_FILE.replace(/^\//, '') }];
}
