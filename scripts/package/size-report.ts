/**
 * What a store package weighs, asset by asset: the model, the OCR engines (WebAssembly), the OCR
 * language data, the extension's code and the rest, each as stored in the zip and unpacked, set
 * against the per-package budget. Pure: it reads the zip's own entry sizes, so the figures are the
 * package's, not an estimate.
 */
import { fromBuffer, type Entry } from 'yauzl';

/** Budget per store package (the zip as uploaded), in bytes. */
export const PACKAGE_BUDGET_BYTES = 15_000_000;

export type AssetGroup = 'model' | 'model runtime wasm' | 'ocr wasm' | 'ocr traineddata' | 'ocr worker' | 'pdf engine' | 'code' | 'pages and locales' | 'other';

export interface EntrySize {
  path: string;
  group: AssetGroup;
  stored: number;
  unpacked: number;
}

export interface PackageReport {
  name: string;
  zipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  entries: EntrySize[];
  groups: Array<{ group: AssetGroup; files: number; stored: number; unpacked: number }>;
}

export function groupOf(path: string): AssetGroup {
  if (/\.(onnx|ort)$/.test(path)) return 'model';
  // pdf.js's worker and decoders (pdf/): the library itself is bundled with the code.
  if (/^pdf\//.test(path)) return 'pdf engine';
  // onnxruntime-web's WebAssembly build, which runs the .onnx models.
  if (/^ort\/.*\.wasm$/.test(path)) return 'model runtime wasm';
  if (/\.wasm(\.js)?$/.test(path)) return 'ocr wasm';
  if (/\.traineddata(\.gz)?$/.test(path)) return 'ocr traineddata';
  if (/^ocr\/worker(\.min)?\.js$/.test(path)) return 'ocr worker';
  if (/\.(js|mjs)$/.test(path)) return 'code';
  if (/\.(html|css|json)$/.test(path)) return 'pages and locales';
  return 'other';
}

/** Every file entry of a zip, as its central directory records it. */
function zipEntries(zip: Uint8Array): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    fromBuffer(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength), { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error('Not a zip.'));
      const entries: Entry[] = [];
      archive.on('entry', (entry: Entry) => {
        if (!entry.fileName.endsWith('/')) entries.push(entry);
        archive.readEntry();
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

/** Sizes come from the zip's central directory: stored (compressed) and unpacked bytes per file. */
export async function reportPackage(name: string, zip: Uint8Array, budgetBytes = PACKAGE_BUDGET_BYTES): Promise<PackageReport> {
  const entries: EntrySize[] = (await zipEntries(zip)).map((e) => ({
    path: e.fileName,
    group: groupOf(e.fileName),
    stored: e.compressedSize,
    unpacked: e.uncompressedSize,
  }));
  const byGroup = new Map<AssetGroup, { group: AssetGroup; files: number; stored: number; unpacked: number }>();
  for (const e of entries) {
    const g = byGroup.get(e.group) ?? { group: e.group, files: 0, stored: 0, unpacked: 0 };
    g.files++;
    g.stored += e.stored;
    g.unpacked += e.unpacked;
    byGroup.set(e.group, g);
  }
  entries.sort((a, b) => b.stored - a.stored);
  return {
    name,
    zipBytes: zip.byteLength,
    budgetBytes,
    withinBudget: zip.byteLength <= budgetBytes,
    entries,
    groups: [...byGroup.values()].sort((a, b) => b.stored - a.stored),
  };
}

const mb = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;

/** The report as printed: groups, then the files over 100 kB, then the verdict. */
export function formatReport(report: PackageReport): string {
  const lines = [`${report.name}: ${mb(report.zipBytes)} of ${mb(report.budgetBytes)} — ${report.withinBudget ? 'within budget' : 'OVER BUDGET'}`];
  for (const g of report.groups) lines.push(`  ${g.group.padEnd(18)} ${String(g.files).padStart(4)} files  ${mb(g.stored).padStart(9)} stored  ${mb(g.unpacked).padStart(9)} unpacked`);
  for (const e of report.entries.filter((x) => x.stored >= 100_000)) lines.push(`    ${e.path.padEnd(48)} ${mb(e.stored).padStart(9)}  (${e.group})`);
  return lines.join('\n');
}
