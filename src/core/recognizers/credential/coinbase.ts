/** Coinbase credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'coinbase-api-secret',
  description: 'Coinbase API secret',
  label: 'COINBASE_KEY',
  keywords: ['coinbase'],
  patterns: [labelled('coinbase', run(URLSAFE, 64), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const COINBASE = provider('coinbase', 'Coinbase', [rule1]);
