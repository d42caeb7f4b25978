/** Pipedrive credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'pipedrive-api-token',
  description: 'Pipedrive API token',
  label: 'PIPEDRIVE_KEY',
  keywords: ['pipedrive'],
  patterns: [labelled('pipedrive', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const PIPEDRIVE = provider('pipedrive', 'Pipedrive', [rule1]);
