/**
 * The OCR files the extension ships (build time, Node only): the tesseract.js worker (with its
 * string-evaluating fallbacks removed, see build/hardening.ts), every core
 * build it may pick for LSTM-only recognition on the browsers the manifest allows (relaxed SIMD,
 * SIMD — chosen at run time by feature detection), and the eng traineddata. Versions are pinned in package.json; nothing is
 * fetched at run time.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { hardenedOcrWorker } from './hardening';
import { OCR_PUBLIC_DIR, TRAINEDDATA_VARIANT } from '../src/core/ocr/assets-path';

/**
 * WebAssembly SIMD is certain from Chrome 91 and Firefox 89 (the manifest's minimum versions are
 * later), so the plain build tesseract.js would pick only without SIMD is not shipped.
 */
export const CORE_VARIANTS = ['tesseract-core-relaxedsimd-lstm', 'tesseract-core-simd-lstm'] as const;

export function ocrAssetFiles(): Array<{ absoluteSrc: string; relativeDest: string }> {
  const require = createRequire(import.meta.url);
  const tesseract = dirname(require.resolve('tesseract.js/package.json'));
  const core = dirname(require.resolve('tesseract.js-core/package.json'));
  const eng = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return [
    { absoluteSrc: hardenedOcrWorker(tesseract), relativeDest: `${OCR_PUBLIC_DIR}/worker.min.js` },
    ...CORE_VARIANTS.map((v) => ({ absoluteSrc: join(core, `${v}.wasm.js`), relativeDest: `${OCR_PUBLIC_DIR}/${v}.wasm.js` })),
    { absoluteSrc: join(eng, TRAINEDDATA_VARIANT, 'eng.traineddata.gz'), relativeDest: `${OCR_PUBLIC_DIR}/eng.traineddata.gz` },
  ];
}
