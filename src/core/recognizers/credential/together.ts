/** Together AI credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'together-api-key',
  description: 'Together AI API key',
  label: 'TOGETHER_KEY',
  keywords: ['together'],
  patterns: [labelled('together', run(HEX, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const TOGETHER = provider('together', 'Together AI', [rule1]);
