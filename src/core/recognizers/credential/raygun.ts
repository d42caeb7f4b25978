/** Raygun credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'raygun-api-key',
  description: 'Raygun API key',
  label: 'RAYGUN_KEY',
  keywords: ['raygun'],
  patterns: [labelled('raygun', run(ALNUM, 22))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const RAYGUN = provider('raygun', 'Raygun', [rule1]);
