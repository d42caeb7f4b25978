/** Fastly credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'fastly-api-token',
  description: 'Fastly API token',
  label: 'FASTLY_KEY',
  keywords: ['fastly'],
  patterns: [labelled('fastly', run(URLSAFE, 32), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const FASTLY = provider('fastly', 'Fastly', [rule1]);
