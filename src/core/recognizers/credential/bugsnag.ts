/** Bugsnag credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'bugsnag-api-key',
  description: 'Bugsnag API key',
  label: 'BUGSNAG_KEY',
  keywords: ['bugsnag'],
  patterns: [labelled('bugsnag', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const BUGSNAG = provider('bugsnag', 'Bugsnag', [rule1]);
