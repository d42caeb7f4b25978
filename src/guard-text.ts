/**
 * Text guard: scan, decide under a policy for the purposes a site applies, mask. The one function
 * the CLI, the extension and the benchmarks share. A limit or deadline ends in a blocked result
 * carrying no content, never in the input passing through.
 */
import type { Purpose, PolicyAction } from './core/vocabulary';
import { scan, type ScanOptions } from './engine/scan';
import { ScanLimitError, type Finding } from './engine/types';
import { mask, type AppliedFinding } from './mask/mask';
import type { RestorationMap } from './mask/restoration-map';
import { DEFAULT_POLICY, effectiveDecision, type Policy } from './policy/policy';

export interface GuardTextOptions extends ScanOptions {
  policy?: Policy;
  /** Purposes the receiving site applies; unknown means all. */
  purposes?: readonly Purpose[];
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
    const result = mask(text, findings, {
      decide: (f) => {
        const d = effectiveDecision(policy, f.category, options.purposes);
        return d === 'ask' ? (options.askResolvesTo ?? 'mask') : d;
      },
      placeholder: () => actions.has('summarize_without_identifier'),
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
