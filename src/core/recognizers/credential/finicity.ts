/** Finicity credentials, in the format the provider documents publicly. */
import { ALNUM, HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'finicity-client-secret',
  description: 'Finicity client secret',
  label: 'FINICITY_KEY',
  keywords: ['finicity'],
  patterns: [labelled('finicity', run(ALNUM, 20))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

const rule2 = credential({
  id: 'finicity-api-token',
  description: 'Finicity app key',
  label: 'FINICITY_KEY',
  keywords: ['finicity'],
  patterns: [labelled('finicity[_ .-]?app', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const FINICITY = provider('finicity', 'Finicity', [rule1, rule2]);
