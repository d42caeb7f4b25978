/** 42 Intra credentials, in the format the provider documents publicly. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'intra42-client-secret',
  description: '42 Intra client secret',
  label: 'INTRA42_KEY',
  keywords: ['s-s4t2'],
  patterns: [pattern(START, 's-s4t2(?:ud|af)-', run(HEX, 64), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const INTRA42 = provider('intra42', '42 Intra', [rule1]);
