/**
 * What a person (or an assistant) could read from a file a page received: the words OCR finds on
 * an image or on each rendered PDF page, the text layer as pdftotext extracts it, and the XML text
 * of an Office file. Independent of the guard's own readers: poppler renders and extracts PDFs.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeImageNode } from '../../src/cli/file-runtime';
import type { OcrEngine } from '../../src/core/screen/guard';
import { imageFormatOf } from '../../src/core/files/formats';
import { xmlTextOf } from './documents';

async function ocrText(ocr: OcrEngine, bytes: Uint8Array): Promise<string> {
  const format = imageFormatOf(bytes);
  if (!format) throw new Error('not an image');
  const words = await ocr.recognize(await decodeImageNode(bytes, format));
  return words.map((w) => w.text).join(' ');
}

export interface ReadBack {
  /** Everything readable, joined (OCR of pictures, text layer, XML text). */
  text: string;
  /** OCR of the pictures or rendered pages alone. */
  seen: string;
}

export async function readBack(bytes: Uint8Array, kind: 'image' | 'pdf' | 'office', ocr: OcrEngine): Promise<ReadBack> {
  if (kind === 'image') {
    const seen = await ocrText(ocr, bytes);
    return { text: seen, seen };
  }
  if (kind === 'office') {
    const text = xmlTextOf(bytes);
    return { text, seen: text };
  }
  const dir = await mkdtemp(join(tmpdir(), 'consentry-readback-'));
  try {
    const file = join(dir, 'in.pdf');
    await writeFile(file, bytes);
    const layer = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-r', '110', '-png', file, join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((f) => f.startsWith('page')).sort();
    const seen: string[] = [];
    for (const p of pages) seen.push(await ocrText(ocr, await readFile(join(dir, p))));
    return { text: `${layer}\n${seen.join('\n')}`, seen: seen.join('\n') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
