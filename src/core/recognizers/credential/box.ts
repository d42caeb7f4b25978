/** Box credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'box-developer-token',
  description: 'Box developer token or client secret',
  label: 'BOX_KEY',
  keywords: ['box'],
  patterns: [labelled('box', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const BOX = provider('box', 'Box', [rule1]);
