/** Sanity credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'sanity-api-token',
  description: 'Sanity API token',
  label: 'SANITY_KEY',
  keywords: ['sanity'],
  patterns: [labelled('sanity', `sk${run(ALNUM, 80)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const SANITY = provider('sanity', 'Sanity', [rule1]);
