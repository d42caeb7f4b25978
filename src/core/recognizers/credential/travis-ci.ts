/** Travis CI credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'travis-ci-token',
  description: 'Travis CI access token',
  label: 'TRAVIS_CI_KEY',
  keywords: ['travis'],
  patterns: [labelled('travis', run(ALNUM, 22))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const TRAVIS_CI = provider('travis-ci', 'Travis CI', [rule1]);
