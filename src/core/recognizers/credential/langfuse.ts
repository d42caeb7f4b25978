/** Langfuse credentials, in the format the provider documents publicly. */
import { END, START, UUID, credential, pattern, provider } from './_rule';

const rule1 = credential({
  id: 'langfuse-secret-key',
  description: 'Langfuse secret key',
  label: 'LANGFUSE_KEY',
  keywords: ['sk-lf-'],
  patterns: [pattern(START, 'sk-lf-', UUID, END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const LANGFUSE = provider('langfuse', 'Langfuse', [rule1]);
