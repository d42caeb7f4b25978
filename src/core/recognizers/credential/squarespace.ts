/** Squarespace credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'squarespace-access-token',
  description: 'Squarespace access token',
  label: 'SQUARESPACE_KEY',
  keywords: ['squarespace'],
  patterns: [labelled('squarespace', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const SQUARESPACE = provider('squarespace', 'Squarespace', [rule1]);
