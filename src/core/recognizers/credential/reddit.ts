/** Reddit credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'reddit-client-secret',
  description: 'Reddit client secret',
  label: 'REDDIT_KEY',
  keywords: ['reddit'],
  patterns: [labelled('reddit', run(URLSAFE, 30), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const REDDIT = provider('reddit', 'Reddit', [rule1]);
