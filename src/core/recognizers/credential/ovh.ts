/** OVHcloud credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'ovh-application-secret',
  description: 'OVH application secret',
  label: 'OVH_KEY',
  keywords: ['ovh'],
  patterns: [labelled('ovh', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const OVH = provider('ovh', 'OVHcloud', [rule1]);
