/** Hetzner Cloud credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'hetzner-api-token',
  description: 'Hetzner Cloud API token',
  label: 'HETZNER_KEY',
  keywords: ['hetzner', 'hcloud'],
  patterns: [labelled('(?:hetzner|hcloud)', run(ALNUM, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const HETZNER = provider('hetzner', 'Hetzner Cloud', [rule1]);
