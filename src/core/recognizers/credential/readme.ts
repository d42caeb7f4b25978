/** ReadMe credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'readme-api-key',
  description: 'ReadMe API key',
  label: 'README_KEY',
  keywords: ['rdme_'],
  patterns: [pattern(START, 'rdme_', run('[a-z0-9]', 70), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const README = provider('readme', 'ReadMe', [rule1]);
