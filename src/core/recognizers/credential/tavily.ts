/** Tavily credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'tavily-api-key',
  description: 'Tavily API key',
  label: 'TAVILY_KEY',
  keywords: ['tvly-'],
  patterns: [pattern(START, 'tvly-', run(ALNUM, 32), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const TAVILY = provider('tavily', 'Tavily', [rule1]);
