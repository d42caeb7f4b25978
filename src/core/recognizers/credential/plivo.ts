/** Plivo credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'plivo-auth-token',
  description: 'Plivo auth token',
  label: 'PLIVO_KEY',
  keywords: ['plivo'],
  patterns: [labelled('plivo', run(ALNUM, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const PLIVO = provider('plivo', 'Plivo', [rule1]);
