/**
 * The decision for a file: its text (an Office document's, a PDF's text layer) and the words OCR
 * read on its pictures all go through `decideText`, the one text decision, so categories, `ask`,
 * the person's answers and the locks apply exactly as they do to a paste. A picture's words are
 * decided on each of the screen guard's readings of them (OCR splits and merges tokens), and what
 * `decideText` masks is covered there. The verdict is the strictest over every reading: one
 * block blocks the file, one question asks. Pure.
 */
import { decideText, type CategorySummary, type DecideTextOptions, type Verdict } from '../decide/decide-text';
import type { RestorationMap } from '../mask/restoration-map';
import { isDetectorFinding, type AppliedFinding } from '../mask/mask';
import { decideFinding } from '../policy/actions';
import { DEFAULT_POLICY } from '../policy/policy';
import { detectOnWords, type Cover, type ScreenPolicy } from '../screen/detect';
import { ScanLimitError, type Finding } from '../engine/types';
import type { Category, DetectorCategory, PolicyAction } from '../vocabulary';
import type { PictureReading } from './picture';
import type { TextEdit } from './text-units';

/** Everything read from a file, as the decision sees it. */
export interface FileReading {
  /** The file's text (empty for an image). */
  text: string;
  pictures: PictureReading[];
}

export interface FileEdit extends TextEdit {
  category: Category;
}

/** What to change: edits on the text, covers on each picture (same order as the reading's). */
export interface FilePlan {
  edits: FileEdit[];
  covers: Cover[][];
}

export type FileDecision =
  | {
      ok: true;
      verdict: Verdict;
      categories: CategorySummary[];
      counts: Partial<Record<Category, number>>;
      plan: FilePlan;
      /** False when nothing is to be edited or covered: the file may go as it is. */
      changed: boolean;
      /** Tokens issued for the text (replies restore them). */
      restoration: RestorationMap | null;
    }
  | { ok: false; error: ScanLimitError };

const STRICTNESS: Record<Verdict, number> = { release: 0, ask: 1, block: 2 };

/** Covers on pictures are what the text decision masked; injected instructions are covered whole lines. */
const PICTURE_ACTIONS: ReadonlySet<PolicyAction> = new Set<PolicyAction>(['selective_redact', 'ignore_screen_instruction']);

export function decideFile(reading: FileReading, options: DecideTextOptions = {}): FileDecision {
  let verdict: Verdict = 'release';
  const categories = new Map<Category, CategorySummary>();
  const merge = (summaries: readonly CategorySummary[], counts: ReadonlyMap<Category, number>): void => {
    for (const s of summaries) {
      const prior = categories.get(s.category);
      const count = counts.get(s.category) ?? s.count;
      categories.set(s.category, prior ? { ...prior, count: prior.count + count, locked: prior.locked || s.locked } : { ...s, count });
    }
  };

  let restoration: RestorationMap | null = null;
  const edits: FileEdit[] = [];
  if (reading.text.length > 0) {
    const d = decideText(reading.text, options);
    if (!d.ok) return { ok: false, error: d.error };
    if (STRICTNESS[d.verdict] > STRICTNESS[verdict]) verdict = d.verdict;
    merge(d.categories, new Map());
    restoration = d.restoration;
    for (const a of d.applied) if (a.replacement !== '') edits.push({ start: a.start, end: a.end, replacement: a.replacement, category: a.category });
  }

  const covers: Cover[][] = [];
  // The models' readings are of the file's text: a picture's words are decided by the detectors.
  const { context: _context, injectionDetector: _injection, ...pictureOptions } = options;
  for (const picture of reading.pictures) {
    // Per category, the most any one reading found: the readings see the same values.
    const most = new Map<Category, number>();
    const summaries: CategorySummary[] = [];
    let failed: ScanLimitError | undefined;
    const scanText = (text: string): Finding[] => {
      const d = decideText(text, pictureOptions);
      if (!d.ok) {
        failed = d.error;
        return [];
      }
      if (STRICTNESS[d.verdict] > STRICTNESS[verdict]) verdict = d.verdict;
      for (const s of d.categories) {
        most.set(s.category, Math.max(most.get(s.category) ?? 0, s.count));
        if (!summaries.some((x) => x.category === s.category)) summaries.push(s);
      }
      return d.applied.filter((a): a is AppliedFinding & Finding => a.replacement !== '' && isDetectorFinding(a));
    };
    // What decideText returns is already decided; OCR look-alikes (tokens and card digits on their
    // looks alone) are covered unless the policy allows their category.
    const lookalike = (category: DetectorCategory): 'mask' | 'allow' => {
      const { decision } = decideFinding(options.policy ?? DEFAULT_POLICY, category, {
        ...(options.purposes ? { purposes: options.purposes } : {}),
        ...(options.origin !== undefined ? { origin: options.origin } : {}),
      });
      return decision === 'allow' ? 'allow' : 'mask';
    };
    const policy: ScreenPolicy = { decide: lookalike, actions: PICTURE_ACTIONS };
    const found = detectOnWords(picture.words, { policy, scanText, ocr: true }).covers;
    if (picture.closer.length > 0) found.push(...detectOnWords(picture.closer, { policy, scanText, ocr: true }).covers);
    if (failed) return { ok: false, error: failed };
    for (const c of found) {
      if (c.category === 'notification' || most.has(c.category)) continue;
      // Found on looks alone: counted once, masked (look-alikes are never asked about).
      most.set(c.category, 1);
      summaries.push({ category: c.category, count: 1, decision: 'mask', locked: false, by: 'policy' });
    }
    merge(summaries, most);
    covers.push(found);
  }
  const counts: Partial<Record<Category, number>> = {};
  for (const s of categories.values()) counts[s.category] = s.count;
  const changed = edits.length > 0 || covers.some((c) => c.length > 0);
  return { ok: true, verdict, categories: [...categories.values()], counts, plan: { edits, covers }, changed, restoration };
}

/** A decision that could not be taken, as a block (for callers that hold the file). */
export function blockedDecision(message: string): FileDecision {
  return { ok: false, error: new ScanLimitError('invalid_input', message) };
}
