/** Plaid credentials, in the format the provider documents publicly. */
import { END, HEX, LABEL_VIEWS, START, UUID, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'plaid-access-token',
  description: 'Plaid access token',
  label: 'PLAID_KEY',
  keywords: ['access-sandbox-', 'access-development-', 'access-production-'],
  patterns: [pattern(START, 'access-(?:sandbox|development|production)-', UUID, END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'plaid-secret',
  description: 'Plaid secret',
  label: 'PLAID_KEY',
  keywords: ['plaid'],
  patterns: [labelled('plaid', run(HEX, 30))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const PLAID = provider('plaid', 'Plaid', [rule1, rule2]);
