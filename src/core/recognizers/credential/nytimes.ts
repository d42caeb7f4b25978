/** New York Times credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'nytimes-api-key',
  description: 'New York Times API key',
  label: 'NYTIMES_KEY',
  keywords: ['nytimes'],
  patterns: [labelled('nytimes', run(URLSAFE, 32), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const NYTIMES = provider('nytimes', 'New York Times', [rule1]);
