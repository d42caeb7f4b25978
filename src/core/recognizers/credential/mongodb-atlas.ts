/** MongoDB Atlas credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'mongodb-atlas-private-key',
  description: 'MongoDB Atlas API private key',
  label: 'MONGODB_ATLAS_KEY',
  keywords: ['atlas'],
  patterns: [labelled('atlas[_ .-]?private', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const MONGODB_ATLAS = provider('mongodb-atlas', 'MongoDB Atlas', [rule1]);
