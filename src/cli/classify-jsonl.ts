/**
 * `classify --jsonl`: one JSON object per input line, {"id","text"}, answered in order by
 * {"id","category","confidence","scores"} from the on-device classifier. Lines are classified in
 * batches; a bad line first lets the lines before it through, then stops with a one-line error.
 */
import { createInterface } from 'node:readline';
import type { Classification } from '../core/classifier/classifier';
import { parseIdTextLine } from './scan-jsonl';

export interface ClassifyInput {
  id: string | number;
  text: string;
}

export interface ClassifyLineOutput extends Classification {
  id: string | number;
}

/** The slice of the classifier this command uses. */
export interface LineClassifier {
  classify(texts: readonly string[]): readonly Classification[] | Promise<readonly Classification[]>;
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
): Promise<void> {
  let pending: ClassifyInput[] = [];
  let classifier: LineClassifier | null = null;
  const flush = async (): Promise<void> => {
    if (pending.length === 0) return;
    classifier ??= await getClassifier();
    const batch = pending;
    pending = [];
    const results = await classifier.classify(batch.map((b) => b.text));
    for (let i = 0; i < batch.length; i++) {
      const r = results[i] as Classification;
      const output: ClassifyLineOutput = { id: (batch[i] as ClassifyInput).id, category: r.category, confidence: round(r.confidence), scores: roundScores(r.scores) };
      await write(`${JSON.stringify(output)}\n`);
    }
  };
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === '') continue;
    let parsed: ClassifyInput;
    try {
      parsed = parseClassifyLine(line, n);
    } catch (error) {
      await flush();
      throw error;
    }
    pending.push(parsed);
    if (pending.length >= batchSize) await flush();
  }
  await flush();
}

/** Wires classifyJsonl to stdin/stdout with the shipped model. */
export async function runClassifyJsonl(): Promise<void> {
  const { loadNodeClassifier } = await import('./classifier-node');
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  const write = async (line: string): Promise<void> => {
    if (!process.stdout.write(line)) await new Promise((resolve) => process.stdout.once('drain', resolve));
  };
  await classifyJsonl(rl, () => loadNodeClassifier(), write);
}
