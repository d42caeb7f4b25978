/** Cerebras credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'cerebras-api-key',
  description: 'Cerebras API key',
  label: 'CEREBRAS_KEY',
  keywords: ['csk-'],
  patterns: [pattern(START, 'csk-', run('[a-z0-9]', 48), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const CEREBRAS = provider('cerebras', 'Cerebras', [rule1]);
