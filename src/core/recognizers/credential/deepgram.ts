/** Deepgram credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'deepgram-api-key',
  description: 'Deepgram API key',
  label: 'DEEPGRAM_KEY',
  keywords: ['deepgram'],
  patterns: [labelled('deepgram', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const DEEPGRAM = provider('deepgram', 'Deepgram', [rule1]);
