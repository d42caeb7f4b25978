/** Flagsmith credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'flagsmith-server-key',
  description: 'Flagsmith server-side environment key',
  label: 'FLAGSMITH_KEY',
  keywords: ['ser.'],
  patterns: [pattern(START, 'ser\\.', run(ALNUM, 22), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const FLAGSMITH = provider('flagsmith', 'Flagsmith', [rule1]);
