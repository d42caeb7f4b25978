/** Snyk credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'snyk-api-token',
  description: 'Snyk API token',
  label: 'SNYK_KEY',
  keywords: ['snyk'],
  patterns: [labelled('snyk', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const SNYK = provider('snyk', 'Snyk', [rule1]);
