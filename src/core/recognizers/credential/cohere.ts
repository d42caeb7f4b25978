/** Cohere API keys: 40 characters next to a Cohere label (the keys carry no prefix). */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiKey = credential({
  id: 'cohere-api-key',
  description: 'Cohere API key',
  label: 'COHERE_KEY',
  keywords: ['cohere', 'co_api_key'],
  patterns: [labelled('(?:cohere|co_api_key)', run(ALNUM, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.9,
});

export const COHERE = provider('cohere', 'Cohere', [apiKey]);
