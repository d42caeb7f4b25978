/**
 * Text guard: scan, decide under a policy for the purposes a site applies, mask. The one function
 * the CLI, the extension and the benchmarks share. A limit or deadline ends in a blocked result
 * carrying no content, never in the input passing through.
 */
import type { Purpose, PolicyAction } from '../vocabulary';
import { scan, type ScanOptions } from '../engine/scan';
import { ScanLimitError, type Finding } from '../engine/types';
import { mask, type AppliedFinding } from '../mask/mask';
import type { RestorationMap } from '../mask/restoration-map';
import { decideFinding, type FindingDecision } from '../policy/actions';
import { DEFAULT_POLICY, type Policy } from '../policy/policy';

export interface GuardTextOptions extends ScanOptions {
  policy?: Policy;
  /** Purposes the receiving site applies; absent means the site's profile, unknown sites all. */
  purposes?: readonly Purpose[];
  /** The receiving site's origin, for its overrides and profile. */
  origin?: string;
  /** When nobody can answer, `ask` resolves to masking (the default). */
  askResolvesTo?: 'mask' | 'block';
}

export type GuardTextResult =
  | {
      ok: true;
      masked: string;
      findings: Finding[];
      applied: AppliedFinding[];
      blocked: boolean;
      restoration: RestorationMap;
    }
  | { ok: false; blocked: true; error: ScanLimitError };

export function guardText(text: string, options: GuardTextOptions = {}): GuardTextResult {
  const policy = options.policy ?? DEFAULT_POLICY;
  const actions = new Set<PolicyAction>(policy.actions);
  try {
    const { findings } = scan(text, options);
    const context = { ...(options.purposes ? { purposes: options.purposes } : {}), ...(options.origin !== undefined ? { origin: options.origin } : {}) };
    // The matrix and the policy actions decide in one place (src/core/policy/actions.ts), per category.
    const byCategory = new Map<Finding['category'], FindingDecision>();
    const decisionFor = (f: Finding): FindingDecision => {
      let d = byCategory.get(f.category);
      if (!d) byCategory.set(f.category, (d = decideFinding(policy, f.category, context)));
      return d;
    };
    const result = mask(text, findings, {
      decide: (f) => {
        const d = decisionFor(f).decision;
        return d === 'ask' ? (options.askResolvesTo ?? 'mask') : d;
      },
      placeholder: (f) => actions.has('summarize_without_identifier') || decisionFor(f).irreversible,
      maxDistinctIdentifiers: options.limits?.maxDistinctIdentifiers,
    });
    return { ok: true, findings, ...result };
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
