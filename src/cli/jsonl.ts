/**
 * What the JSONL commands share: one answer per non-empty input line, in order. A line that
 * cannot be answered gets `{"id":…,"error":"line N: …"}` in its place (with its id when one can
 * be read, null otherwise) and the stream goes on; the tally says, at the end, whether any line
 * failed, so the command can exit 2 with one line on stderr.
 */
import { BadInputError } from './scan-jsonl';

export { stdinLines, writeStdout } from './stdio';

export interface JsonlTally {
  lines: number;
  failed: number;
  firstError?: string;
}

export interface LineError {
  id: string | number | null;
  error: string;
}

/** The id of a line that did not parse as a whole, when it opens with one. */
export function readableId(line: string): string | number | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const id = (value as Record<string, unknown>)['id'];
      if (typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) return id;
    }
    return null;
  } catch {
    const m = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.){0,256}"|-?\d{1,20}(?:\.\d+)?)\s*[,}]/.exec(line);
    if (!m) return null;
    try {
      return JSON.parse(m[1] as string) as string | number;
    } catch {
      return null;
    }
  }
}

export function lineError(line: string, error: unknown): LineError {
  const message = error instanceof BadInputError ? error.message : `internal error: ${error instanceof Error ? error.message : String(error)}`;
  return { id: readableId(line), error: message.replace(/\s+/g, ' ').trim() };
}

export function recordFailure(tally: JsonlTally, error: LineError): void {
  tally.failed++;
  tally.firstError ??= error.error;
}

/** One line for stderr when lines failed, else null. */
export function failureLine(tally: JsonlTally): string | null {
  if (tally.failed === 0) return null;
  return `${tally.failed} of ${tally.lines} ${tally.lines === 1 ? 'line' : 'lines'} failed; first: ${tally.firstError ?? 'unknown error'}`;
}

/** Answers each line with `answer` (which throws BadInputError for a bad line). */
export async function answerLines(
  lines: AsyncIterable<string>,
  answer: (line: string, lineNumber: number) => unknown,
  write: (line: string) => Promise<void>,
): Promise<JsonlTally> {
  const tally: JsonlTally = { lines: 0, failed: 0 };
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    tally.lines++;
    let output: unknown;
    try {
      output = answer(line, n);
    } catch (error) {
      const failed = lineError(line, error);
      recordFailure(tally, failed);
      output = failed;
    }
    await write(`${JSON.stringify(output)}\n`);
  }
  return tally;
}
