/** TomTom credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'tomtom-api-key',
  description: 'TomTom API key',
  label: 'TOMTOM_KEY',
  keywords: ['tomtom'],
  patterns: [labelled('tomtom', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const TOMTOM = provider('tomtom', 'TomTom', [rule1]);
