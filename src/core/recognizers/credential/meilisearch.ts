/** Meilisearch credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'meilisearch-api-key',
  description: 'Meilisearch API or master key',
  label: 'MEILISEARCH_KEY',
  keywords: ['meili'],
  patterns: [labelled('meili(?:search)?', run(URLSAFE, 32), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const MEILISEARCH = provider('meilisearch', 'Meilisearch', [rule1]);
