/**
 * Consentry under its default policy, as the CLI and the extension run it: the masked text is what
 * the assistant receives. A result that is not ok, or that carries a block decision, sends nothing.
 */
import { decideText } from '../../src/core/decide/decide-text';
import { ENGINE_VERSION } from '../../src/core/version';
import type { Defence } from './types';

export function consentry(): Defence {
  const counts = { blocked_error: 0, blocked_policy: 0 };
  return {
    name: 'consentry',
    version: ENGINE_VERSION,
    redact(text: string): string {
      const result = decideText(text);
      if (!result.ok) {
        counts.blocked_error++;
        return '';
      }
      if (result.blocked) {
        counts.blocked_policy++;
        return '';
      }
      return result.masked;
    },
    outcomes: () => ({ ...counts }),
  };
}
