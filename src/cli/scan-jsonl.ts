/**
 * `scan --jsonl`: one JSON object per input line, {"id","text"[,"site","purpose"]}, answered by
 * {"id","masked","findings":[…]} under the default policy for the line's purpose (default
 * `assistant`). An input that breaks a limit is answered blocked with an empty `masked`. The
 * entity tagger is the installed default (the command installs the shipped one).
 */
import { isPurpose, type Purpose } from '../core/vocabulary';
import type { InjectionDetector } from '../core/classifier/injection-detector';
import { decideText } from '../core/decide/decide-text';

export class BadInputError extends Error {}

/**
 * The scan deadline's clock: monotonic like performance.now(), whose first use in Node loads the
 * whole performance-timing module at start-up.
 */
const uptimeMs = (): number => process.uptime() * 1000;

export interface ScanLineOutput {
  id: string | number;
  masked: string;
  findings: Array<{ start: number; end: number; category: string; rule: string; confidence: number }>;
  blocked?: true;
  error?: string;
}

/**
 * One JSONL input line as an object with an `id` (string or number) and a `text` string; every
 * other field is left to the command. Throws BadInputError naming the line.
 */
export function parseIdTextLine(
  line: string,
  lineNumber: number,
): Record<string, unknown> & { id: string | number; text: string } {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    throw new BadInputError(`line ${lineNumber}: not valid JSON`);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new BadInputError(`line ${lineNumber}: expected a JSON object`);
  }
  const fields = input as Record<string, unknown>;
  const { id, text } = fields;
  if (typeof id !== 'string' && typeof id !== 'number') throw new BadInputError(`line ${lineNumber}: "id" must be a string or number`);
  if (typeof text !== 'string') throw new BadInputError(`line ${lineNumber}: "text" must be a string`);
  return { ...fields, id, text };
}

/** `injectionDetector`: the learned detector, a second opinion beside the rules (the CLI loads it). */
export function scanLine(line: string, lineNumber: number, options: { injectionDetector?: Pick<InjectionDetector, 'detect'> } = {}): ScanLineOutput {
  const { id, text, site, purpose } = parseIdTextLine(line, lineNumber);
  if (site !== undefined && typeof site !== 'string') throw new BadInputError(`line ${lineNumber}: "site" must be a string`);
  let purposes: Purpose[] = ['assistant'];
  if (purpose !== undefined) {
    if (typeof purpose !== 'string' || !isPurpose(purpose)) {
      throw new BadInputError(`line ${lineNumber}: "purpose" must be one of assistant, training, analytics, third_party`);
    }
    purposes = [purpose];
  }
  const result = decideText(text, { purposes, askResolvesTo: 'mask', now: uptimeMs, ...(options.injectionDetector ? { injectionDetector: options.injectionDetector } : {}) });
  if (!result.ok) {
    return { id, masked: '', findings: [], blocked: true, error: result.error.kind };
  }
  return {
    id,
    masked: result.masked,
    findings: result.findings.map((f) => ({
      start: f.start,
      end: f.end,
      category: f.category,
      rule: f.rule,
      confidence: f.confidence,
    })),
    ...(result.blocked ? { blocked: true as const } : {}),
  };
}
