/** Drone CI credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'drone-ci-token',
  description: 'Drone CI access token',
  label: 'DRONE_CI_KEY',
  keywords: ['drone'],
  patterns: [labelled('drone', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const DRONE_CI = provider('drone-ci', 'Drone CI', [rule1]);
