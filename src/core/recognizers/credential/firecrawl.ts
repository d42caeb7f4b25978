/** Firecrawl credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'firecrawl-api-key',
  description: 'Firecrawl API key',
  label: 'FIRECRAWL_KEY',
  keywords: ['fc-'],
  patterns: [pattern(START, 'fc-', run(HEX, 32), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const FIRECRAWL = provider('firecrawl', 'Firecrawl', [rule1]);
