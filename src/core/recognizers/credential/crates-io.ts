/** crates.io credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'crates-io-api-token',
  description: 'crates.io API token',
  label: 'CRATES_IO_KEY',
  keywords: ['cio'],
  patterns: [pattern(START, 'cio', run(ALNUM, 32), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const CRATES_IO = provider('crates-io', 'crates.io', [rule1]);
