/** MessageBird credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'messagebird-api-key',
  description: 'MessageBird API key',
  label: 'MESSAGEBIRD_KEY',
  keywords: ['messagebird'],
  patterns: [labelled('message[_ .-]?bird', run(ALNUM, 25))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const MESSAGEBIRD = provider('messagebird', 'MessageBird', [rule1]);
