/** Statuspage credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'statuspage-api-key',
  description: 'Statuspage API key',
  label: 'STATUSPAGE_KEY',
  keywords: ['statuspage'],
  patterns: [labelled('statuspage', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const STATUSPAGE = provider('statuspage', 'Statuspage', [rule1]);
