/** Meta (Facebook, Instagram, WhatsApp Business) Graph API access tokens: EAAM… / EAAC… user and page tokens. */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const accessToken = credential({
  id: 'meta-access-token',
  description: 'Meta Graph API access token',
  label: 'META_TOKEN',
  keywords: ['eaam', 'eaac'],
  patterns: [pattern(START, 'EAA[MC]', span(ALNUM, 100, 400), END)],
  minEntropy: 3.5,
  confidence: 0.97,
});

export const META = provider('meta', 'Meta', [accessToken]);
