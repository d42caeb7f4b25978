/** Pinecone credentials, in the format the provider documents publicly. */
import { ALNUM, END, LABEL_VIEWS, START, UUID, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'pinecone-api-key',
  description: 'Pinecone API key',
  label: 'PINECONE_KEY',
  keywords: ['pcsk_'],
  patterns: [pattern(START, 'pcsk_', run(ALNUM, 6), '_', run(ALNUM, 63), END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'pinecone-legacy-key',
  description: 'Pinecone API key (legacy UUID)',
  label: 'PINECONE_KEY',
  keywords: ['pinecone'],
  patterns: [labelled('pinecone', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const PINECONE = provider('pinecone', 'Pinecone', [rule1, rule2]);
