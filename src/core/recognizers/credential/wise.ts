/** Wise credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'wise-api-token',
  description: 'Wise (TransferWise) API token',
  label: 'WISE_KEY',
  keywords: ['wise'],
  patterns: [labelled('(?:transfer)?wise', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const WISE = provider('wise', 'Wise', [rule1]);
