/**
 * The OCR files the extension ships (build time, Node only): the tesseract.js worker (with its
 * string-evaluating fallbacks removed, see `hardenedOcrWorker`), every core
 * build it may pick for LSTM-only recognition (relaxed SIMD, SIMD, plain — chosen at run time by
 * feature detection), and the eng traineddata. Versions are pinned in package.json; nothing is
 * fetched at run time.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    { absoluteSrc: hardenedOcrWorker(tesseract), relativeDest: `${OCR_PUBLIC_DIR}/worker.min.js` },
    ...CORE_VARIANTS.map((v) => ({ absoluteSrc: join(core, `${v}.wasm.js`), relativeDest: `${OCR_PUBLIC_DIR}/${v}.wasm.js` })),
    { absoluteSrc: join(eng, TRAINEDDATA_VARIANT, 'eng.traineddata.gz'), relativeDest: `${OCR_PUBLIC_DIR}/eng.traineddata.gz` },
  ];
}

/**
 * tesseract.js's prebuilt worker with its two string-evaluating fallbacks taken out. Both sit
 * behind a `globalThis` check that every supported browser passes, so they never run: a generator
 * polyfill's `Function("r", "regeneratorRuntime = r")` and webpack's `new Function("return this")`.
 * Store reviewers and `web-ext lint` flag them all the same. The build fails if either is not
 * found, so a tesseract.js update cannot slip one back in unseen.
 */
export const WORKER_REWRITES: ReadonlyArray<readonly [string, string]> = [
  ['Function("r","regeneratorRuntime = r")(i)', 'void 0'],
  ['this||new Function("return this")()', 'this'],
];

export function hardenedOcrWorker(tesseractDir: string, outDir = join(process.cwd(), '.wxt', 'ocr')): string {
  let code = readFileSync(join(tesseractDir, 'dist', 'worker.min.js'), 'utf8');
  for (const [from, to] of WORKER_REWRITES) {
    if (code.split(from).length !== 2) throw new Error(`tesseract.js worker changed: expected "${from}" once.`);
    code = code.replace(from, to);
  }
  if (/\bFunction\(/.test(code.replace(/isGeneratorFunction\(/g, ''))) throw new Error('tesseract.js worker still builds code from strings.');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'worker.min.js');
  writeFileSync(outfile, code);
  return outfile;
}
