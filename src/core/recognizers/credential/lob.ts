/** Lob credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'lob-api-key',
  description: 'Lob API key',
  label: 'LOB_KEY',
  keywords: ['lob'],
  patterns: [labelled('lob', `(?:live|test)_${run(HEX, 35)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const LOB = provider('lob', 'Lob', [rule1]);
