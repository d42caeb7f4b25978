/** Upstash credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'upstash-token',
  description: 'Upstash REST token',
  label: 'UPSTASH_KEY',
  keywords: ['upstash'],
  patterns: [labelled('upstash', run(ALNUM, 60))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const UPSTASH = provider('upstash', 'Upstash', [rule1]);
