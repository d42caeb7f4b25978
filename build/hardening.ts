/**
 * Build-time hardening of the libraries the extension ships, so the shipped code holds neither
 * string evaluation nor a raw-HTML sink (both are what store reviewers and `web-ext lint` look
 * for):
 * - tesseract.js loads a generator polyfill that falls back to `Function(...)`; every supported
 *   browser has native generators, so the polyfill resolves to an empty module.
 * - tesseract.js's prebuilt worker (copied into the package, not bundled) has two such fallbacks
 *   of its own; they are rewritten in the copy (`hardenedOcrWorker`).
 * - pdf.js probes for string evaluation with `new Function("")` (in the bundled library and in its
 *   prebuilt worker, which is copied into the package) and compiles PostScript functions with
 *   `new Function(...)` when the probe succeeds. Both probes are rewritten to answer "no", and the
 *   compiler's call is removed, so pdf.js takes its interpreter path (`hardenedPdfWorker`).
 * - onnxruntime-web's WebAssembly bundle names its wasm file beside itself
 *   (`new URL("ort-wasm-simd-threaded.wasm", import.meta.url)`), which Vite would copy into the
 *   package a second time (14 MB), and can import() a loader from a URL. The extension always
 *   points the runtime at its one packaged wasm file and uses the loader bundled in, so both paths
 *   become errors.
 * - Preact keeps a `dangerouslySetInnerHTML` path. Consentry never renders raw HTML, so that path
 *   is replaced by an error: a future use fails loudly instead of writing page-controlled markup.
 * Each rewrite fails the build when its target is missing, so a library update cannot skip it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREACT_MODULE = /[\\/]preact[\\/]dist[\\/]preact\.module\.js$/;
const PDFJS_MODULE = /[\\/]pdfjs-dist[\\/]build[\\/]pdf\.mjs$/;
/** pdf.js 5's evaluation probe in the library (unminified build, as Vite bundles it). */
const PDFJS_EVAL_PROBE = 'try {\n    new Function("");\n    return true;\n  } catch {\n    return false;\n  }';
/**
 * pdf.js's "fake worker": where no Worker can be made, it imports the worker script from a URL in
 * the page itself. The extension always has a Worker, so that path is an error instead of a
 * computed import (which store reviewers flag).
 */
const PDFJS_FAKE_WORKER = 'const worker = await import(\n      /*webpackIgnore: true*/\n      /*@vite-ignore*/\n      this.workerSrc);\n      return worker.WorkerMessageHandler;';
const ORT_WASM_BUNDLE = /[\\/]onnxruntime-web[\\/]dist[\\/]ort\.wasm\.bundle\.min\.mjs$/;
/** onnxruntime-web 1.30's default wasm location (twice) and its computed loader import (once). */
const ORT_DEFAULT_WASM = 'new URL("ort-wasm-simd-threaded.wasm",import.meta.url).href';
const ORT_LOADER_IMPORT = '(await import(/*webpackIgnore:true*/ /*@vite-ignore*/n)).default';

/** Preact 10.28's one assignment of `dangerouslySetInnerHTML.__html` to `innerHTML`. */
const PREACT_RAW_HTML = /\((\w)\.innerHTML=(\w)\.__html\)/;

export function emptyModule(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'empty-module.js');
  writeFileSync(file, 'export {};\n');
  return file;
}

export function hardening(cacheDir: string): Plugin {
  return {
    name: 'consentry-hardening',
    enforce: 'pre',
    config: () => ({ resolve: { alias: { 'regenerator-runtime/runtime': emptyModule(cacheDir) } } }),
    transform(code, id) {
      if (ORT_WASM_BUNDLE.test(id)) {
        if (code.split(ORT_DEFAULT_WASM).length !== 3) this.error('onnxruntime-web changed: its default wasm location was not found to remove.');
        if (code.split(ORT_LOADER_IMPORT).length !== 2) this.error('onnxruntime-web changed: its loader import was not found to remove.');
        const packagedOnly = '(()=>{throw new Error("onnxruntime-web runs from the packaged wasm file only.")})()';
        return { code: code.split(ORT_DEFAULT_WASM).join(packagedOnly).replace(ORT_LOADER_IMPORT, packagedOnly), map: null };
      }
      if (PDFJS_MODULE.test(id)) {
        if (code.split(PDFJS_EVAL_PROBE).length !== 2) this.error('pdf.js changed: its evaluation probe was not found to remove.');
        if (code.split(PDFJS_FAKE_WORKER).length !== 2) this.error('pdf.js changed: its fake worker import was not found to remove.');
        return { code: code.replace(PDFJS_EVAL_PROBE, 'return false;').replace(PDFJS_FAKE_WORKER, 'throw new Error("pdf.js runs in its own worker only.");'), map: null };
      }
      if (!PREACT_MODULE.test(id)) return null;
      if (!PREACT_RAW_HTML.test(code)) this.error('Preact changed: its raw-HTML path was not found to remove.');
      return { code: code.replace(PREACT_RAW_HTML, '(()=>{throw new Error("Consentry renders no raw HTML.")})()'), map: null };
    },
  };
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

/**
 * pdf.js's prebuilt worker rewrites: the evaluation probe answers "no", the PostScript compiler is
 * never called, and the JavaScript fallback for JPEG 2000 (imported from a computed URL when the
 * shipped WebAssembly decoder cannot load) is not loaded: such an image then fails to decode and
 * the file is held.
 */
export const PDF_WORKER_REWRITES: ReadonlyArray<readonly [string, string]> = [
  ['try{new Function("");return!0}catch{return!1}', 'return!1'],
  ['if(e)return new Function("src","srcOffset","dest","destOffset",e)', 'if(e)return null'],
  ['n=(await import(\n/*webpackIgnore: true*/\n/*@vite-ignore*/\nt)).default()', 'n=null'],
];

export function hardenedPdfWorker(pdfjsDir: string, outDir = join(process.cwd(), '.wxt', 'pdf')): string {
  let code = readFileSync(join(pdfjsDir, 'build', 'pdf.worker.min.mjs'), 'utf8');
  for (const [from, to] of PDF_WORKER_REWRITES) {
    if (code.split(from).length !== 2) throw new Error(`pdf.js worker changed: expected "${from}" once.`);
    code = code.replace(from, to);
  }
  if (/\bnew Function\(|\beval\(|\bimport\(/.test(code)) throw new Error('pdf.js worker still builds or imports code from strings.');
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'pdf.worker.min.mjs');
  writeFileSync(outfile, code);
  return outfile;
}
