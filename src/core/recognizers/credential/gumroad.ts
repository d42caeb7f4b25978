/** Gumroad credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'gumroad-access-token',
  description: 'Gumroad access token',
  label: 'GUMROAD_KEY',
  keywords: ['gumroad'],
  patterns: [labelled('gumroad', run(URLSAFE, 43), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const GUMROAD = provider('gumroad', 'Gumroad', [rule1]);
