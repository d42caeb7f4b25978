/** Miro credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'miro-access-token',
  description: 'Miro access token',
  label: 'MIRO_KEY',
  keywords: ['miro'],
  patterns: [labelled('miro', run(URLSAFE, 32), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const MIRO = provider('miro', 'Miro', [rule1]);
