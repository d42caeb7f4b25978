/** Voyage AI credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, near, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'voyage-api-key',
  description: 'Voyage AI API key',
  label: 'VOYAGE_KEY',
  keywords: ['pa-'],
  patterns: [pattern(START, 'pa-', run(URLSAFE, 43), END_URLSAFE)],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, /voyage/i),
  confidence: 0.95,
});

export const VOYAGE = provider('voyage', 'Voyage AI', [rule1]);
