/**
 * The one decision for text: scan, decide every category under the policy for the purposes a
 * site applies, and mask. The service worker (every paste, drop, upload, send and every answer to
 * a question), the options page's playground, the command line and the benchmarks all call this
 * function and nothing else, so "Send original", a relaxation and the CLI can never take a masking
 * path of their own. A limit or deadline ends in a blocked result carrying no content, never in
 * the input passing through.
 *
 * The on-device models come in as readings, never as code run here on the caller's behalf: the
 * context classifier's reading (`context`, folded in by the rules in model-reading.ts) and the
 * injection detector (`injectionDetector`, whose flagged spans join the rule findings).
 */
import { LOCKED_CATEGORIES, STRICTNESS, managedFloor, type Policy } from '../policy/policy';
import { SECRET_CATEGORIES, type Category, type ContextCategory, type Decision, type PolicyAction, type Purpose } from '../vocabulary';
import type { InjectionDetector } from '../classifier/injection-detector';
import { mergeFindings, scan, type ScanOptions } from '../engine/scan';
import { defaultTagger } from '../tagger/default-tagger';
import { taggerLayer } from '../tagger/findings';
import type { EntityTagger } from '../tagger/tagger';
import { ScanLimitError, type ContextFinding, type Finding, type MaskFinding } from '../engine/types';
import { mask, type AppliedFinding } from '../mask/mask';
import type { RestorationMap } from '../mask/restoration-map';
import { decideFinding, type FindingDecision } from '../policy/actions';
import { DEFAULT_POLICY } from '../policy/policy';
import { contextVerdicts, MODEL_CONTEXT_RULE, type ContextReading, type ContextVerdict } from './model-reading';

/** One category found in a text, as a prompt may show it: counts, never values. */
export interface CategorySummary {
  category: Category;
  count: number;
  /** The policy's decision for this site. */
  decision: Decision;
  /** True when no answer can release it (credential, a policy action's floor, or an administrator's lock). */
  locked: boolean;
  /** Why it is locked, when it is. */
  lockedBy?: 'credential' | 'managed' | 'action';
  /** Who set the decision: the person's policy, or an administrator's cell. */
  by: 'policy' | 'managed';
  /**
   * For a context category (health, financial …): the on-device model's confidence, and whether
   * it acted alone (≥ 0.8) or the category is asked about because the model is unsure.
   */
  model?: { confidence: number; actsAlone: boolean };
}

/**
 * How the text is to be released:
 * - `policy`: as the policy says; a category the policy asks about makes the verdict `ask`.
 * - `masked`: the person answered "send masked": asked categories are masked.
 * - `original`: the person answered "send original": everything that can be released is, and
 *   locked categories and secrets stay masked.
 */
export type ReleaseMode = 'policy' | 'masked' | 'original';

export interface DecideTextOptions extends Omit<ScanOptions, 'tagger'> {
  /**
   * The learned entity tagger (names, street addresses, dates of birth, phones), run in the
   * scan's tagger layer. Absent means the host's installed default (tagger/default-tagger.ts:
   * the command line and the worker install the shipped weights); null means none.
   */
  tagger?: EntityTagger | null;
  policy?: Policy;
  /** Purposes the receiving site applies; absent means the site's profile, unknown sites all. */
  purposes?: readonly Purpose[];
  /** The receiving site's origin, for its overrides and profile. */
  origin?: string;
  release?: ReleaseMode;
  /**
   * When nobody can answer (the command line, a local agent), `ask` resolves to this; the verdict
   * is then never `ask`. Absent: `ask` stays a question.
   */
  askResolvesTo?: 'mask' | 'block';
  /**
   * The learned injection detector, when the host has loaded it: its flagged sentences and lines
   * join the rule findings as `injection` (rule `model-injection`), so masking neutralises just them.
   */
  injectionDetector?: Pick<InjectionDetector, 'detect'>;
  /**
   * The context classifier's reading of this text (the host ran it), or `unavailable` when the
   * host could not give one in time: the text is then held for the person's word, never released
   * as if nothing had been found. Absent: no context categories are decided (the command line's
   * `scan`, which does not load the classifier).
   */
  context?: ContextReading | 'unavailable';
}

/** Rule id of findings from the learned injection detector. */
export const MODEL_INJECTION_RULE = 'model-injection';

/** The detector's flagged spans as findings. */
export function modelInjectionFindings(text: string, detector: Pick<InjectionDetector, 'detect'>): Finding[] {
  return detector.detect(text).spans.map((s) => ({
    start: s.start,
    end: s.end,
    category: 'injection' as const,
    rule: MODEL_INJECTION_RULE,
    confidence: Math.round(s.probability * 1e4) / 1e4,
    label: 'INJECTION',
  }));
}

export type Verdict = 'release' | 'ask' | 'block';

export type TextDecision =
  | {
      ok: true;
      /** `release` when `masked` may go now; `ask` when a person must answer first; `block` when nothing may go. */
      verdict: Verdict;
      /** The text as it would be released (asked categories masked until answered). */
      masked: string;
      findings: Finding[];
      applied: AppliedFinding[];
      /** True when the verdict is `block`. */
      blocked: boolean;
      restoration: RestorationMap;
      categories: CategorySummary[];
      /** Findings per category. */
      counts: Partial<Record<Category, number>>;
      /**
       * What the context classifier contributed: the category it decided with the highest
       * confidence (null when it read nothing sensitive), or `unavailable` (the text is held).
       */
      model: { category: ContextCategory | null; confidence: number | null; actsAlone: boolean } | 'unavailable' | null;
    }
  | { ok: false; blocked: true; error: ScanLimitError };

export function decideText(text: string, options: DecideTextOptions = {}): TextDecision {
  const policy = options.policy ?? DEFAULT_POLICY;
  const release = options.release ?? 'policy';
  const actions = new Set<PolicyAction>(policy.actions);
  const context = { ...(options.purposes ? { purposes: options.purposes } : {}), ...(options.origin !== undefined ? { origin: options.origin } : {}) };
  try {
    const tagger = options.tagger === undefined ? defaultTagger() : options.tagger;
    const scanned = scan(text, { ...options, tagger: tagger ? taggerLayer(tagger) : undefined }).findings;
    const findings = options.injectionDetector ? mergeFindings([...scanned, ...modelInjectionFindings(text, options.injectionDetector)]) : scanned;
    const reading = options.context;
    const verdicts = reading !== undefined && reading !== 'unavailable' ? contextVerdicts(reading, text.length) : [];
    const modelOf = new Map<Category, ContextVerdict>(verdicts.map((v) => [v.category, v]));
    // The matrix and the policy actions decide in one place (src/core/policy/actions.ts), per category.
    const byCategory = new Map<Category, FindingDecision>();
    const decisionFor = (category: Category): FindingDecision => {
      let d = byCategory.get(category);
      if (!d) {
        d = decideFinding(policy, category, context);
        // Below the act-alone confidence the model's reading is a question, unless the site may have it anyway.
        const m = modelOf.get(category);
        if (m && !m.actsAlone && d.decision !== 'allow') d = { ...d, decision: 'ask' };
        byCategory.set(category, d);
      }
      return d;
    };
    const counts: Partial<Record<Category, number>> = {};
    for (const f of findings) {
      counts[f.category] = (counts[f.category] ?? 0) + 1;
      decisionFor(f.category);
    }
    for (const v of verdicts) counts[v.category] = (counts[v.category] ?? 0) + v.findings.length;
    const categories: CategorySummary[] = Object.entries(counts).map(([c, count]) => {
      const category = c as Category;
      const d = decisionFor(category);
      // A floor set by a policy action (redact_before_model …) is not the prompt's to lift.
      const lockedBy = lockOf(policy, category) ?? (d.actions.length > 0 ? 'action' : undefined);
      const m = modelOf.get(category);
      return {
        category,
        count: count ?? 0,
        decision: d.decision,
        locked: lockedBy !== undefined,
        ...(lockedBy ? { lockedBy } : {}),
        by: d.decidedBy,
        ...(m ? { model: { confidence: m.confidence, actsAlone: m.actsAlone } } : {}),
      };
    });
    const lockedNow = new Set(categories.filter((c) => c.locked).map((c) => c.category));

    const decisions = categories.map((c) => c.decision);
    let verdict: Verdict = decisions.includes('block') ? 'block' : decisions.includes('ask') ? 'ask' : 'release';
    // No reading from the model: held for the person's word (a block stays a block).
    if (reading === 'unavailable' && verdict === 'release' && release === 'policy') verdict = options.askResolvesTo === undefined ? 'ask' : 'block';
    if (verdict === 'ask' && options.askResolvesTo === 'block') verdict = 'block';
    if (verdict === 'ask' && (options.askResolvesTo === 'mask' || release !== 'policy')) verdict = 'release';

    // The units of a context category that is not released go as its placeholder, whole.
    const covers = verdicts.filter((v) => (release === 'original' ? lockedNow.has(v.category) : decisionFor(v.category).decision !== 'allow')).flatMap((v) => v.findings);
    const result = mask(text, overlay(findings, covers), {
      decide: (f) => {
        const d = decisionFor(f.category).decision;
        if (release === 'original') return lockedNow.has(f.category) || SECRET_CATEGORIES.has(f.category) ? 'mask' : 'allow';
        return d === 'ask' ? 'mask' : d;
      },
      placeholder: (f) => f.rule === MODEL_CONTEXT_RULE || actions.has('summarize_without_identifier') || decisionFor(f.category).irreversible,
      maxDistinctIdentifiers: options.limits?.maxDistinctIdentifiers,
    });
    return {
      ok: true,
      verdict,
      blocked: verdict === 'block',
      masked: result.masked,
      findings,
      applied: result.applied,
      restoration: result.restoration,
      categories,
      counts,
      model: modelSummary(reading, verdicts),
    };
  } catch (error) {
    if (error instanceof ScanLimitError) return { ok: false, blocked: true, error };
    // Anything unexpected is also a block: the caller never falls back to the raw text.
    return {
      ok: false,
      blocked: true,
      error: new ScanLimitError('invalid_input', `The check failed: ${(error as Error).message}`),
    };
  }
}

/**
 * Why no answer on any site can release `category`: credential always; an administrator's mask
 * or block on any purpose (it holds whatever purposes the site's profile lists). A managed `ask`
 * is the person's to answer.
 */
function lockOf(policy: Policy, category: Category): 'credential' | 'managed' | undefined {
  if (LOCKED_CATEGORIES.has(category)) return 'credential';
  const floor = managedFloor(policy, category);
  return floor !== undefined && STRICTNESS[floor] >= STRICTNESS.mask ? 'managed' : undefined;
}

/** What the context classifier contributed to a decision, for the prompt and the ledger. */
function modelSummary(reading: DecideTextOptions['context'], verdicts: readonly ContextVerdict[]): Extract<TextDecision, { ok: true }>['model'] {
  if (reading === undefined) return null;
  if (reading === 'unavailable') return 'unavailable';
  let top: ContextVerdict | undefined;
  for (const v of verdicts) if (!top || v.confidence > top.confidence) top = v;
  return top ? { category: top.category, confidence: Math.round(top.confidence * 1e4) / 1e4, actsAlone: top.actsAlone } : { category: null, confidence: null, actsAlone: false };
}

/**
 * The findings to mask with the context covers laid over them: a cover (a whole unit of a
 * context category that is not released) takes in every finding it overlaps, so a secret inside
 * a covered paragraph goes with the paragraph. `base` is already merged (no overlaps).
 */
function overlay(base: readonly Finding[], covers: readonly ContextFinding[]): MaskFinding[] {
  if (covers.length === 0) return [...base];
  const all: MaskFinding[] = [...covers, ...base].sort((a, b) => a.start - b.start || Number(b.rule === MODEL_CONTEXT_RULE) - Number(a.rule === MODEL_CONTEXT_RULE));
  const out: MaskFinding[] = [];
  for (const f of all) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) {
      const winner = last.rule === MODEL_CONTEXT_RULE || f.rule !== MODEL_CONTEXT_RULE ? last : f;
      out[out.length - 1] = { ...winner, start: Math.min(last.start, f.start), end: Math.max(last.end, f.end) };
    } else {
      out.push(f);
    }
  }
  return out;
}
