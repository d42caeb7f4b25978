/** IFTTT credentials, in the format the provider documents publicly. */
import { END_URLSAFE, URLSAFE, WRAPPED_VIEWS, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'ifttt-webhook-key',
  description: 'IFTTT webhooks key',
  label: 'IFTTT_KEY',
  keywords: ['maker.ifttt.com'],
  patterns: [pattern('https://maker\\.ifttt\\.com/(?:trigger/[A-Za-z0-9_-]+/with/)?(?:use|key)/', run(URLSAFE, 22), END_URLSAFE)],
  views: WRAPPED_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const IFTTT = provider('ifttt', 'IFTTT', [rule1]);
