/** AI21 Labs credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'ai21-api-key',
  description: 'AI21 Labs API key',
  label: 'AI21_KEY',
  keywords: ['ai21'],
  patterns: [labelled('ai21', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const AI21 = provider('ai21', 'AI21 Labs', [rule1]);
