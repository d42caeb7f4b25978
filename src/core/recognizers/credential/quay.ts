/** Quay.io credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'quay-robot-token',
  description: 'Quay.io robot token',
  label: 'QUAY_KEY',
  keywords: ['quay'],
  patterns: [labelled('quay', run('[A-Z0-9]', 64))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const QUAY = provider('quay', 'Quay.io', [rule1]);
