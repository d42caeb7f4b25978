/** Sumo Logic credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'sumo-logic-access-key',
  description: 'Sumo Logic access key',
  label: 'SUMO_LOGIC_KEY',
  keywords: ['sumo'],
  patterns: [labelled('sumo(?:logic)?', run(ALNUM, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const SUMO_LOGIC = provider('sumo-logic', 'Sumo Logic', [rule1]);
