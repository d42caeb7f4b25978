/** Jina AI credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'jina-api-key',
  description: 'Jina AI API key',
  label: 'JINA_KEY',
  keywords: ['jina_'],
  patterns: [pattern(START, 'jina_', run(ALNUM, 60), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const JINA = provider('jina', 'Jina AI', [rule1]);
