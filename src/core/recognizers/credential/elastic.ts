/** Elastic credentials, in the format the provider documents publicly. */
import { BASE64, END_BASE64, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'elastic-api-key',
  description: 'Elastic API key',
  label: 'ELASTIC_KEY',
  keywords: ['elastic'],
  patterns: [labelled('elastic(?:search)?', run(BASE64, 60), END_BASE64)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const ELASTIC = provider('elastic', 'Elastic', [rule1]);
