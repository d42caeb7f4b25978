/** JFrog credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'jfrog-api-key',
  description: 'JFrog Artifactory API key',
  label: 'JFROG_KEY',
  keywords: ['akcp'],
  patterns: [pattern(START, 'AKCp', run(ALNUM, 69), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

const rule2 = credential({
  id: 'jfrog-reference-token',
  description: 'JFrog reference token',
  label: 'JFROG_KEY',
  keywords: ['cmvmdgtu'],
  patterns: [pattern(START, 'cmVmdGtu', run(ALNUM, 56), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const JFROG = provider('jfrog', 'JFrog', [rule1, rule2]);
