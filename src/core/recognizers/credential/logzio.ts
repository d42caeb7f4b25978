/** Logz.io credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'logzio-token',
  description: 'Logz.io shipping or API token',
  label: 'LOGZIO_KEY',
  keywords: ['logz'],
  patterns: [labelled('logz(?:io)?', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const LOGZIO = provider('logzio', 'Logz.io', [rule1]);
