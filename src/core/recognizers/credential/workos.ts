/** WorkOS credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'workos-api-key',
  description: 'WorkOS API key',
  label: 'WORKOS_KEY',
  keywords: ['workos'],
  patterns: [labelled('workos', `sk_(?:live|test)?_?${run(ALNUM, 40)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const WORKOS = provider('workos', 'WorkOS', [rule1]);
