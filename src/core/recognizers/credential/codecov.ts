/** Codecov credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'codecov-upload-token',
  description: 'Codecov upload token',
  label: 'CODECOV_KEY',
  keywords: ['codecov'],
  patterns: [labelled('codecov', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const CODECOV = provider('codecov', 'Codecov', [rule1]);
