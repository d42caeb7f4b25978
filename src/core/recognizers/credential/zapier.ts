/** Zapier credentials, in the format the provider documents publicly. */
import { WRAPPED_VIEWS, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'zapier-webhook-url',
  description: 'Zapier catch hook URL',
  label: 'ZAPIER_KEY',
  keywords: ['hooks.zapier.com'],
  patterns: [pattern('https://hooks\\.zapier\\.com/hooks/catch/', run('[0-9]', 7), '/', run('[a-z0-9]', 7), '/?')],
  views: WRAPPED_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const ZAPIER = provider('zapier', 'Zapier', [rule1]);
