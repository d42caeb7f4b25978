/** Loggly credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'loggly-token',
  description: 'Loggly customer token',
  label: 'LOGGLY_KEY',
  keywords: ['loggly'],
  patterns: [labelled('loggly', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const LOGGLY = provider('loggly', 'Loggly', [rule1]);
