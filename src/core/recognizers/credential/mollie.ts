/** Mollie credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'mollie-api-key',
  description: 'Mollie API key',
  label: 'MOLLIE_KEY',
  keywords: ['mollie'],
  patterns: [labelled('mollie', `(?:live|test)_${run(ALNUM, 30)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const MOLLIE = provider('mollie', 'Mollie', [rule1]);
