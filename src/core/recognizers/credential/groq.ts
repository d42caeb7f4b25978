/** Groq API keys (gsk_ + 52). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'groq-api-key',
  description: 'Groq API key',
  label: 'GROQ_KEY',
  keywords: ['gsk'],
  patterns: [pattern(START, 'gsk[_ ]', run(ALNUM, 52), END)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const GROQ = provider('groq', 'Groq', [rule]);
