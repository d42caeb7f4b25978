/** Coda credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'coda-api-token',
  description: 'Coda API token',
  label: 'CODA_KEY',
  keywords: ['coda'],
  patterns: [labelled('coda', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const CODA = provider('coda', 'Coda', [rule1]);
