/** X (Twitter) credentials, in the format the provider documents publicly. */
import { ALNUM, END, LABEL_VIEWS, START, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'twitter-bearer-token',
  description: 'X (Twitter) bearer token',
  label: 'TWITTER_KEY',
  keywords: ['aaaaaaaaaaaaaaaaaaaaa'],
  patterns: [pattern(START, 'A{22}', run('[A-Za-z0-9%]', 80), END)],
  allowDummy: true,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'twitter-api-secret',
  description: 'X (Twitter) API secret',
  label: 'TWITTER_KEY',
  keywords: ['twitter'],
  patterns: [labelled('(?:twitter|x)[_ .-]?(?:api|consumer|access)', run(ALNUM, 45))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const TWITTER = provider('twitter', 'X (Twitter)', [rule1, rule2]);
