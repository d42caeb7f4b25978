/** Pusher credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'pusher-secret',
  description: 'Pusher app secret',
  label: 'PUSHER_KEY',
  keywords: ['pusher'],
  patterns: [labelled('pusher', run(HEX, 20))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const PUSHER = provider('pusher', 'Pusher', [rule1]);
