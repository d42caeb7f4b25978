/** PubNub credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'pubnub-secret-key',
  description: 'PubNub secret key',
  label: 'PUBNUB_KEY',
  keywords: ['sec-c-'],
  patterns: [pattern(START, 'sec-c-', run(ALNUM, 48), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const PUBNUB = provider('pubnub', 'PubNub', [rule1]);
