/**
 * The PDF engine's files the extension ships (build time, Node only): pdf.js's worker (with its
 * string-evaluating paths removed, see build/hardening.ts) and the WebAssembly decoders it loads
 * for JPEG 2000, JBIG2 and colour profiles, which scanned PDFs use. Pinned in package.json;
 * nothing is fetched at run time. pdf.js's standard fonts are not shipped: a PDF that does not
 * embed its fonts is drawn with the browser's own.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { hardenedPdfWorker } from './hardening';

export const PDF_PUBLIC_DIR = 'pdf';
export const PDF_WASM = ['openjpeg.wasm', 'jbig2.wasm', 'qcms_bg.wasm'] as const;

export function pdfAssetFiles(): Array<{ absoluteSrc: string; relativeDest: string }> {
  const require = createRequire(import.meta.url);
  const pdfjs = dirname(require.resolve('pdfjs-dist/package.json'));
  return [
    { absoluteSrc: hardenedPdfWorker(pdfjs), relativeDest: `${PDF_PUBLIC_DIR}/pdf.worker.min.mjs` },
    ...PDF_WASM.map((f) => ({ absoluteSrc: join(pdfjs, 'wasm', f), relativeDest: `${PDF_PUBLIC_DIR}/wasm/${f}` })),
  ];
}
