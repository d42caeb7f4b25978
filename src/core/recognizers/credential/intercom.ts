/** Intercom credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'intercom-access-token',
  description: 'Intercom access token',
  label: 'INTERCOM_KEY',
  keywords: ['intercom'],
  patterns: [labelled('intercom', run(URLSAFE, 60), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const INTERCOM = provider('intercom', 'Intercom', [rule1]);
