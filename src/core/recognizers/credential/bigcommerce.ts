/** BigCommerce credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'bigcommerce-access-token',
  description: 'BigCommerce access token',
  label: 'BIGCOMMERCE_KEY',
  keywords: ['bigcommerce'],
  patterns: [labelled('bigcommerce', run('[a-z0-9]', 31))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const BIGCOMMERCE = provider('bigcommerce', 'BigCommerce', [rule1]);
