/**
 * `cli redact-file IN OUT`, and the function the MCP server's `redact_file` tool calls: an image,
 * PDF or Office file through the same reading, decision and rewriting the extension runs, written
 * to OUT in the same format (byte for byte the input when nothing is found). What was covered goes
 * back per category, with counts; never the values. `ask` resolves to masking, as nobody is there
 * to answer. A file that cannot be read, or breaks a limit, writes nothing and throws
 * FileRedactionError with the reason.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { decideFile } from '../core/files/decide-file';
import { FileCheckError, type FileProblem } from '../core/files/limits';
import { openFile } from '../core/files/redact-file';
import { DEFAULT_POLICY, type Policy } from '../core/policy/policy';
import type { OcrEngine } from '../core/screen/guard';
import type { Category, Purpose } from '../core/vocabulary';
import { nodeFileRuntime } from './file-runtime';
import { startNodeOcr } from './ocr-node';
import type { OcrPool } from '../core/ocr/pool';

export interface RedactFileOptions {
  purpose?: Purpose;
  policy?: Policy;
  /** An OCR engine to reuse (the MCP server keeps one); otherwise one is started and stopped. */
  ocr?: OcrEngine;
}

export interface RedactFileResult {
  out_path: string;
  covered: Array<{ category: Category; count: number }>;
}

export class FileRedactionError extends Error {
  constructor(
    readonly problem: FileProblem | 'blocked' | 'unreadable_input',
    message: string,
  ) {
    super(message);
    this.name = 'FileRedactionError';
  }
}

export async function redactFile(inPath: string, outPath: string, options: RedactFileOptions = {}): Promise<RedactFileResult> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(inPath);
  } catch {
    throw new FileRedactionError('unreadable_input', `Cannot read ${inPath}.`);
  }
  // OCR starts only when a picture is to be read: most documents need none.
  let pool: Promise<OcrPool> | undefined;
  const ocr: OcrEngine = options.ocr ?? { recognize: async (image) => (await (pool ??= startNodeOcr())).recognize(image) };
  try {
    const opened = await openFile(bytes, basename(inPath), nodeFileRuntime(ocr));
    try {
      const policy = options.policy ?? DEFAULT_POLICY;
      const decided = decideFile(opened.reading, { policy, purposes: [options.purpose ?? 'assistant'], askResolvesTo: 'mask' });
      if (!decided.ok) throw new FileRedactionError('too_much_text', `The file's text could not be checked: ${decided.error.message}`);
      if (decided.verdict === 'block') {
        const blocked = decided.categories.filter((c) => c.decision === 'block').map((c) => c.category);
        throw new FileRedactionError('blocked', `The policy blocks ${blocked.join(', ')} for this purpose; nothing was written.`);
      }
      const out = await opened.write(decided.plan);
      await writeFile(outPath, out.bytes);
      const covered = decided.categories.filter((c) => c.decision !== 'allow').map((c) => ({ category: c.category, count: c.count }));
      return { out_path: outPath, covered };
    } finally {
      await opened.close();
    }
  } catch (error) {
    if (error instanceof FileRedactionError) throw error;
    if (error instanceof FileCheckError) throw new FileRedactionError(error.problem, error.detail);
    throw error;
  } finally {
    if (pool) await (await pool).terminate();
  }
}
