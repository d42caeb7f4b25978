/** Browserbase credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'browserbase-api-key',
  description: 'Browserbase API key',
  label: 'BROWSERBASE_KEY',
  keywords: ['bb_live_', 'bb_test_'],
  patterns: [pattern(START, 'bb_(?:live|test)_', run(URLSAFE, 27), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const BROWSERBASE = provider('browserbase', 'Browserbase', [rule1]);
