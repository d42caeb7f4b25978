/** JetBrains credentials, in the format the provider documents publicly. */
import { ALNUM, BASE64, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'jetbrains-permanent-token',
  description: 'JetBrains Hub / YouTrack permanent token',
  label: 'JETBRAINS_KEY',
  keywords: ['perm:', 'perm-'],
  patterns: [pattern(START, 'perm[:-]', run(BASE64, 12), '={0,2}\\.', run(BASE64, 8), '={0,2}\\.', run(ALNUM, 30), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const JETBRAINS = provider('jetbrains', 'JetBrains', [rule1]);
