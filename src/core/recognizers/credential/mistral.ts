/** Mistral AI API keys: 32 characters next to a Mistral label (the keys carry no prefix). */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiKey = credential({
  id: 'mistral-api-key',
  description: 'Mistral AI API key',
  label: 'MISTRAL_KEY',
  keywords: ['mistral'],
  patterns: [labelled('mistral', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.9,
});

export const MISTRAL = provider('mistral', 'Mistral AI', [apiKey]);
