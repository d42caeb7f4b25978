/** SparkPost credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'sparkpost-api-key',
  description: 'SparkPost API key',
  label: 'SPARKPOST_KEY',
  keywords: ['sparkpost'],
  patterns: [labelled('sparkpost', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const SPARKPOST = provider('sparkpost', 'SparkPost', [rule1]);
