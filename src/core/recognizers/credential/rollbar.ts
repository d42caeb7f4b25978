/** Rollbar credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'rollbar-access-token',
  description: 'Rollbar access token',
  label: 'ROLLBAR_KEY',
  keywords: ['rollbar'],
  patterns: [labelled('rollbar', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const ROLLBAR = provider('rollbar', 'Rollbar', [rule1]);
