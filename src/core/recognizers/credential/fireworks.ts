/** Fireworks AI credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'fireworks-api-key',
  description: 'Fireworks AI API key',
  label: 'FIREWORKS_KEY',
  keywords: ['fw_'],
  patterns: [pattern(START, 'fw_', run(ALNUM, 24), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const FIREWORKS = provider('fireworks', 'Fireworks AI', [rule1]);
