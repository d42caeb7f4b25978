/** Klaviyo credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'klaviyo-private-key',
  description: 'Klaviyo private API key',
  label: 'KLAVIYO_KEY',
  keywords: ['klaviyo'],
  patterns: [labelled('klaviyo', `pk_${run(HEX, 34)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const KLAVIYO = provider('klaviyo', 'Klaviyo', [rule1]);
