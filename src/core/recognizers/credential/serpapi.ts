/** SerpApi credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'serpapi-api-key',
  description: 'SerpApi API key',
  label: 'SERPAPI_KEY',
  keywords: ['serp'],
  patterns: [labelled('serp[_ .-]?api', run(HEX, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const SERPAPI = provider('serpapi', 'SerpApi', [rule1]);
