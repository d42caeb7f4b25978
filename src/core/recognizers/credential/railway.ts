/** Railway credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'railway-api-token',
  description: 'Railway API token',
  label: 'RAILWAY_KEY',
  keywords: ['railway'],
  patterns: [labelled('railway', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const RAILWAY = provider('railway', 'Railway', [rule1]);
