/** Finnhub credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'finnhub-api-key',
  description: 'Finnhub API key',
  label: 'FINNHUB_KEY',
  keywords: ['finnhub'],
  patterns: [labelled('finnhub', run('[a-z0-9]', 20))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const FINNHUB = provider('finnhub', 'Finnhub', [rule1]);
