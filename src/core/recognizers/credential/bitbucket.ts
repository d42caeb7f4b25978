/** Bitbucket credentials, in the format the provider documents publicly. */
import { ALNUM, END, END_URLSAFE, LABEL_VIEWS, START, URLSAFE, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'bitbucket-app-password',
  description: 'Bitbucket app password / access token',
  label: 'BITBUCKET_KEY',
  keywords: ['atbb'],
  patterns: [pattern(START, 'ATBB', run(ALNUM, 32), END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'bitbucket-client-secret',
  description: 'Bitbucket OAuth consumer secret',
  label: 'BITBUCKET_KEY',
  keywords: ['bitbucket'],
  patterns: [labelled('bitbucket', run(URLSAFE, 32), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const BITBUCKET = provider('bitbucket', 'Bitbucket', [rule1, rule2]);
