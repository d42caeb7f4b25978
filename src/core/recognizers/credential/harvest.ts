/** Harvest credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'harvest-access-token',
  description: 'Harvest personal access token',
  label: 'HARVEST_KEY',
  keywords: ['.pt.'],
  patterns: [pattern(START, '[0-9]{5,8}\\.pt\\.', run(URLSAFE, 86), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const HARVEST = provider('harvest', 'Harvest', [rule1]);
