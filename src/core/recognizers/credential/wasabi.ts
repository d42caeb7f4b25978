/** Wasabi credentials, in the format the provider documents publicly. */
import { BASE64, END_BASE64, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'wasabi-secret-key',
  description: 'Wasabi secret key',
  label: 'WASABI_KEY',
  keywords: ['wasabi'],
  patterns: [labelled('wasabi', run(BASE64, 40), END_BASE64)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const WASABI = provider('wasabi', 'Wasabi', [rule1]);
