/** Beamer credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'beamer-api-token',
  description: 'Beamer API token',
  label: 'BEAMER_KEY',
  keywords: ['beamer'],
  patterns: [labelled('beamer', `b_${run(URLSAFE, 44)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const BEAMER = provider('beamer', 'Beamer', [rule1]);
