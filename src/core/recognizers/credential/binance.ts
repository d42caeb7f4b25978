/** Binance credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'binance-api-secret',
  description: 'Binance API secret',
  label: 'BINANCE_KEY',
  keywords: ['binance'],
  patterns: [labelled('binance', run(ALNUM, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const BINANCE = provider('binance', 'Binance', [rule1]);
