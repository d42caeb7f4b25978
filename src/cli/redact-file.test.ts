import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENIGN_LINES, benignRetention, docx, leakedValues, screenshot, textPdf, xlsx, xmlTextOf } from '../../test/files/documents';
import { FILE_LIMITS, FileCheckError } from '../core/files/limits';
import { openFile } from '../core/files/redact-file';
import type { OcrEngine } from '../core/screen/guard';
import { nodeFileRuntime } from './file-runtime';
import { FileRedactionError, redactFile } from './redact-file';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'consentry-redact-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const noOcr: OcrEngine = { recognize: async () => [] };

async function problemOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof FileCheckError) return error.problem;
    if (error instanceof FileRedactionError) return error.problem;
    throw error;
  }
  return 'none';
}

describe('redactFile (cli redact-file, the MCP redact_file tool)', () => {
  it('writes a DOCX and an XLSX of the same kind with no planted value, and says what it covered', async () => {
    for (const [name, bytes] of [['notes.docx', docx()], ['survey.xlsx', xlsx()]] as const) {
      const input = join(dir, name);
      const output = join(dir, `out-${name}`);
      await writeFile(input, bytes);
      const result = await redactFile(input, output, { ocr: noOcr });
      expect(result.out_path).toBe(output);
      expect(result.covered.map((c) => c.category).sort()).toEqual(['contact', 'credential', 'payment']);
      const text = xmlTextOf(await readFile(output));
      expect(leakedValues(text)).toEqual([]);
      expect(benignRetention(text)).toBe(1);
    }
  });

  it('rebuilds a text PDF whose text layer holds the masked text only', async () => {
    const input = join(dir, 'report.pdf');
    const output = join(dir, 'out-report.pdf');
    await writeFile(input, await textPdf(2));
    const result = await redactFile(input, output, { ocr: noOcr });
    expect(result.covered.length).toBe(3);
    const out = await readFile(output);
    expect(out.subarray(0, 5).toString()).toBe('%PDF-');
    // pdf.js reads the new text layer back: the masked text, the benign lines.
    const runtime = nodeFileRuntime(noOcr);
    const reread = await openFile(out, 'out.pdf', runtime);
    expect(leakedValues(reread.reading.text)).toEqual([]);
    expect(benignRetention(reread.reading.text)).toBeGreaterThanOrEqual(0.8);
    expect(reread.reading.text).toMatch(/\[EMAIL_[2-9A-HJ-NP-Z]{6}\]/);
    await reread.close();
  }, 60_000);

  it('copies a clean image byte for byte', async () => {
    const input = join(dir, 'clean.png');
    const output = join(dir, 'out-clean.png');
    const clean = (await screenshot(BENIGN_LINES.slice(0, 1), 200, 60)).png;
    await writeFile(input, clean);
    expect((await redactFile(input, output, { ocr: noOcr })).covered).toEqual([]);
    expect((await readFile(output)).equals(clean)).toBe(true);
  });

  it('writes nothing for a file it cannot read', async () => {
    const input = join(dir, 'notes.txt.docx');
    await writeFile(input, Buffer.from('not a zip at all'));
    expect(await problemOf(redactFile(input, join(dir, 'never.docx'), { ocr: noOcr }))).toBe('corrupt');
    await expect(readFile(join(dir, 'never.docx'))).rejects.toThrow();
  });
});

describe('limits and failures hold the file', () => {
  it('refuses past the size and page limits', async () => {
    const runtime = { ...nodeFileRuntime(noOcr), limits: { ...FILE_LIMITS, maxFileBytes: 100 } };
    expect(await problemOf(openFile(docx(), 'a.docx', runtime))).toBe('too_large');
    const pages = { ...nodeFileRuntime(noOcr), limits: { ...FILE_LIMITS, maxPdfPages: 2 } };
    expect(await problemOf(openFile(await textPdf(3), 'a.pdf', pages))).toBe('too_many_pages');
  }, 60_000);

  it('holds an image when OCR fails or never answers', async () => {
    const png = (await screenshot()).png;
    const failing: OcrEngine = { recognize: async () => Promise.reject(new Error('worker crashed')) };
    expect(await problemOf(openFile(png, 'a.png', nodeFileRuntime(failing)))).toBe('ocr_failed');
    const silent: OcrEngine = { recognize: () => new Promise(() => undefined) };
    const started = performance.now();
    expect(await problemOf(openFile(png, 'a.png', { ...nodeFileRuntime(silent), limits: { ...FILE_LIMITS, ocrTimeoutMs: 300 } }))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('holds a corrupt PDF', async () => {
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 7)]);
    expect(await problemOf(openFile(broken, 'a.pdf', nodeFileRuntime(noOcr)))).toBe('corrupt');
  }, 60_000);
});
