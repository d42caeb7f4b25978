/** Kraken credentials, in the format the provider documents publicly. */
import { BASE64, END_BASE64, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'kraken-api-secret',
  description: 'Kraken API private key',
  label: 'KRAKEN_KEY',
  keywords: ['kraken'],
  patterns: [labelled('kraken', `${run(BASE64, 86)}={0,2}`, END_BASE64)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const KRAKEN = provider('kraken', 'Kraken', [rule1]);
