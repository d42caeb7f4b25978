/** Sendbird credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'sendbird-api-token',
  description: 'Sendbird API token',
  label: 'SENDBIRD_KEY',
  keywords: ['sendbird'],
  patterns: [labelled('sendbird', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const SENDBIRD = provider('sendbird', 'Sendbird', [rule1]);
