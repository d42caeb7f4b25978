/** Imgur credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'imgur-client-secret',
  description: 'Imgur client secret',
  label: 'IMGUR_KEY',
  keywords: ['imgur'],
  patterns: [labelled('imgur', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const IMGUR = provider('imgur', 'Imgur', [rule1]);
