/** Opsgenie credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'opsgenie-api-key',
  description: 'Opsgenie API key',
  label: 'OPSGENIE_KEY',
  keywords: ['opsgenie'],
  patterns: [labelled('opsgenie', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const OPSGENIE = provider('opsgenie', 'Opsgenie', [rule1]);
