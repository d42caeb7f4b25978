/** Baseten credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'baseten-api-key',
  description: 'Baseten API key',
  label: 'BASETEN_KEY',
  keywords: ['baseten'],
  patterns: [labelled('baseten', `${run(ALNUM, 8)}\\.${run(ALNUM, 32)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const BASETEN = provider('baseten', 'Baseten', [rule1]);
