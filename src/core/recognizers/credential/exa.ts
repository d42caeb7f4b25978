/** Exa credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'exa-api-key',
  description: 'Exa API key',
  label: 'EXA_KEY',
  keywords: ['exa'],
  patterns: [labelled('exa', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const EXA = provider('exa', 'Exa', [rule1]);
