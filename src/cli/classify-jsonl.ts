/**
 * `classify --jsonl`: one JSON object per input line, {"id","text"}, answered in order by
 * {"id","category","confidence","scores"} from the on-device classifier. Lines are classified in
 * batches and answered in input order; a bad line is answered with an error object in its place
 * and the lines after it are still classified.
 */
import type { Classification } from '../core/classifier/classifier';
import { lineError, recordFailure, stdinLines, writeStdout, type JsonlTally, type LineError } from './jsonl';
import { parseIdTextLine } from './scan-jsonl';

/** The slice of the classifier this command uses. */
export interface LineClassifier {
  classify(texts: readonly string[]): readonly Classification[] | Promise<readonly Classification[]>;
}

export interface ClassifyInput {
  id: string | number;
  text: string;
}

export interface ClassifyLineOutput extends Classification {
  id: string | number;
}

export function parseClassifyLine(line: string, lineNumber: number): ClassifyInput {
  const { id, text } = parseIdTextLine(line, lineNumber);
  return { id, text };
}

/** Six decimals: far below any threshold the policy uses, and readable. */
const round = (x: number): number => Math.round(x * 1e6) / 1e6;

function roundScores(scores: Classification['scores']): Classification['scores'] {
  const out = { ...scores };
  for (const k of Object.keys(out) as (keyof typeof out)[]) out[k] = round(out[k]);
  return out;
}

/** Reads JSONL lines, classifies them in batches and writes one JSON line per input line. */
export async function classifyJsonl(
  lines: AsyncIterable<string>,
  getClassifier: () => Promise<LineClassifier>,
  write: (line: string) => Promise<void>,
  batchSize = 32,
): Promise<JsonlTally> {
  const tally: JsonlTally = { lines: 0, failed: 0 };
  let pending: Array<ClassifyInput | LineError> = [];
  let classifier: LineClassifier | null = null;
  const flush = async (): Promise<void> => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const inputs = batch.filter((b): b is ClassifyInput => !('error' in b));
    let results: readonly Classification[] = [];
    if (inputs.length > 0) {
      classifier ??= await getClassifier();
      results = await classifier.classify(inputs.map((b) => b.text));
    }
    let next = 0;
    for (const item of batch) {
      if ('error' in item) {
        await write(`${JSON.stringify(item)}\n`);
        continue;
      }
      const r = results[next++] as Classification;
      const output: ClassifyLineOutput = { id: item.id, category: r.category, confidence: round(r.confidence), scores: roundScores(r.scores) };
      await write(`${JSON.stringify(output)}\n`);
    }
  };
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    tally.lines++;
    try {
      pending.push(parseClassifyLine(line, n));
    } catch (error) {
      const failed = lineError(line, error);
      recordFailure(tally, failed);
      pending.push(failed);
    }
    if (pending.length >= batchSize) await flush();
  }
  await flush();
  return tally;
}

/** Wires classifyJsonl to stdin/stdout with the shipped model. */
export async function runClassifyJsonl(): Promise<JsonlTally> {
  const { loadNodeClassifier } = await import('./classifier-node');
  return classifyJsonl(stdinLines(), () => loadNodeClassifier(), writeStdout);
}
