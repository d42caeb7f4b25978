/** Phrase credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'phrase-access-token',
  description: 'Phrase access token',
  label: 'PHRASE_KEY',
  keywords: ['phrase'],
  patterns: [labelled('phrase', run(HEX, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const PHRASE = provider('phrase', 'Phrase', [rule1]);
