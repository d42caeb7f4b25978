/** Statsig credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'statsig-server-secret',
  description: 'Statsig server secret',
  label: 'STATSIG_KEY',
  keywords: ['statsig'],
  patterns: [labelled('statsig', `secret-${run(ALNUM, 43)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const STATSIG = provider('statsig', 'Statsig', [rule1]);
