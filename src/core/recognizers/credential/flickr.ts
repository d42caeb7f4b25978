/** Flickr credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'flickr-api-key',
  description: 'Flickr API key or secret',
  label: 'FLICKR_KEY',
  keywords: ['flickr'],
  patterns: [labelled('flickr', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const FLICKR = provider('flickr', 'Flickr', [rule1]);
