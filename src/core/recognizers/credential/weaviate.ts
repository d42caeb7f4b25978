/** Weaviate credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'weaviate-api-key',
  description: 'Weaviate API key',
  label: 'WEAVIATE_KEY',
  keywords: ['weaviate'],
  patterns: [labelled('weaviate', run(ALNUM, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const WEAVIATE = provider('weaviate', 'Weaviate', [rule1]);
