/**
 * The OCR files the extension ships (build time, Node only): the tesseract.js worker (bundled here
 * from its pinned sources, see `bundleOcrWorker`), every core
 * build it may pick for LSTM-only recognition (relaxed SIMD, SIMD, plain — chosen at run time by
 * feature detection), and the eng traineddata. Versions are pinned in package.json; nothing is
 * fetched at run time.
 */
import { buildSync } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { OCR_PUBLIC_DIR, TRAINEDDATA_VARIANT } from './assets-path';

export const CORE_VARIANTS = ['tesseract-core-relaxedsimd-lstm', 'tesseract-core-simd-lstm', 'tesseract-core-lstm'] as const;

export function ocrAssetFiles(): Array<{ absoluteSrc: string; relativeDest: string }> {
  const require = createRequire(import.meta.url);
  const tesseract = dirname(require.resolve('tesseract.js/package.json'));
  const core = dirname(require.resolve('tesseract.js-core/package.json'));
  const eng = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return [
    { absoluteSrc: bundleOcrWorker(tesseract), relativeDest: `${OCR_PUBLIC_DIR}/worker.min.js` },
    ...CORE_VARIANTS.map((v) => ({ absoluteSrc: join(core, `${v}.wasm.js`), relativeDest: `${OCR_PUBLIC_DIR}/${v}.wasm.js` })),
    { absoluteSrc: join(eng, TRAINEDDATA_VARIANT, 'eng.traineddata.gz'), relativeDest: `${OCR_PUBLIC_DIR}/eng.traineddata.gz` },
  ];
}

/**
 * Bundles tesseract.js's browser worker from its sources instead of shipping its prebuilt
 * `worker.min.js`. The prebuilt file carries a generator polyfill and a global-object lookup that
 * both build code from strings (`Function(...)`); every browser the extension supports has native
 * generators and `globalThis`, so the bundle leaves them out and holds no string evaluation.
 */
export function bundleOcrWorker(tesseractDir: string, outDir = join(process.cwd(), '.wxt', 'ocr')): string {
  const outfile = join(outDir, 'worker.min.js');
  mkdirSync(outDir, { recursive: true });
  const empty = join(outDir, 'empty.cjs');
  writeFileSync(empty, 'module.exports = {};\n');
  buildSync({
    entryPoints: [join(tesseractDir, 'src', 'worker-script', 'browser', 'index.js')],
    outfile,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    define: { global: 'self' },
    alias: { 'regenerator-runtime/runtime': empty },
    legalComments: 'inline',
    logLevel: 'warning',
  });
  return outfile;
}
