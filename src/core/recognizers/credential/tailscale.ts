/** Tailscale credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'tailscale-key',
  description: 'Tailscale auth or API key',
  label: 'TAILSCALE_KEY',
  keywords: ['tskey-'],
  patterns: [pattern(START, 'tskey-(?:auth|api|client|webhook)-', run(ALNUM, 17), '-', run(ALNUM, 33), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const TAILSCALE = provider('tailscale', 'Tailscale', [rule1]);
