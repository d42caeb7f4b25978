/** Gitter credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'gitter-access-token',
  description: 'Gitter access token',
  label: 'GITTER_KEY',
  keywords: ['gitter'],
  patterns: [labelled('gitter', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const GITTER = provider('gitter', 'Gitter', [rule1]);
