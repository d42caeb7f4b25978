/** Stability AI credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'stability-api-key',
  description: 'Stability AI API key',
  label: 'STABILITY_KEY',
  keywords: ['stability'],
  patterns: [labelled('stability', `sk-${run(ALNUM, 48)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const STABILITY = provider('stability', 'Stability AI', [rule1]);
