/** Contentstack credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'contentstack-management-token',
  description: 'Contentstack management or delivery token',
  label: 'CONTENTSTACK_KEY',
  keywords: ['contentstack'],
  patterns: [labelled('contentstack', `cs${run(HEX, 32)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const CONTENTSTACK = provider('contentstack', 'Contentstack', [rule1]);
