/** LinkedIn credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'linkedin-client-secret',
  description: 'LinkedIn client secret',
  label: 'LINKEDIN_KEY',
  keywords: ['linkedin'],
  patterns: [labelled('linkedin', run(ALNUM, 16))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const LINKEDIN = provider('linkedin', 'LinkedIn', [rule1]);
