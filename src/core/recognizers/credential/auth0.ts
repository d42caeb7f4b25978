/** Auth0 credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'auth0-client-secret',
  description: 'Auth0 client secret',
  label: 'AUTH0_KEY',
  keywords: ['auth0'],
  patterns: [labelled('auth0', run(URLSAFE, 64), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const AUTH0 = provider('auth0', 'Auth0', [rule1]);
