/** GoCardless credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'gocardless-access-token',
  description: 'GoCardless access token',
  label: 'GOCARDLESS_KEY',
  keywords: ['gocardless'],
  patterns: [labelled('gocardless', `(?:live|sandbox)_${run(URLSAFE, 40)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const GOCARDLESS = provider('gocardless', 'GoCardless', [rule1]);
