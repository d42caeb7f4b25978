/** Ably credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'ably-api-key',
  description: 'Ably API key',
  label: 'ABLY_KEY',
  keywords: ['ably'],
  patterns: [labelled('ably', `${run(URLSAFE, 6)}\\.${run(URLSAFE, 6)}:${run(URLSAFE, 43)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const ABLY = provider('ably', 'Ably', [rule1]);
