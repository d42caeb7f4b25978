/** Qdrant credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'qdrant-api-key',
  description: 'Qdrant API key',
  label: 'QDRANT_KEY',
  keywords: ['qdrant'],
  patterns: [labelled('qdrant', run(URLSAFE, 40), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const QDRANT = provider('qdrant', 'Qdrant', [rule1]);
