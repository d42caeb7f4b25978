/** Mixpanel credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'mixpanel-api-secret',
  description: 'Mixpanel API secret',
  label: 'MIXPANEL_KEY',
  keywords: ['mixpanel'],
  patterns: [labelled('mixpanel', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const MIXPANEL = provider('mixpanel', 'Mixpanel', [rule1]);
