/** Vultr credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'vultr-api-key',
  description: 'Vultr API key',
  label: 'VULTR_KEY',
  keywords: ['vultr'],
  patterns: [labelled('vultr', run('[A-Z0-9]', 36))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const VULTR = provider('vultr', 'Vultr', [rule1]);
