/** LaunchDarkly credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'launchdarkly-access-token',
  description: 'LaunchDarkly access or SDK key',
  label: 'LAUNCHDARKLY_KEY',
  keywords: ['launchdarkly'],
  patterns: [labelled('launch[_ .-]?darkly', `(?:api|sdk)-${UUID}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const LAUNCHDARKLY = provider('launchdarkly', 'LaunchDarkly', [rule1]);
