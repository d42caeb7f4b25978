/** TeamCity credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'teamcity-access-token',
  description: 'TeamCity access token',
  label: 'TEAMCITY_KEY',
  keywords: ['eyj0exaioiaivenwmij9'],
  patterns: [pattern(START, 'eyJ0eXAiOiAiVENWMiJ9\\.', run(URLSAFE, 36), '\\.', run(URLSAFE, 48), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const TEAMCITY = provider('teamcity', 'TeamCity', [rule1]);
