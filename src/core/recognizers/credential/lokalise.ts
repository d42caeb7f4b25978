/** Lokalise credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'lokalise-api-token',
  description: 'Lokalise API token',
  label: 'LOKALISE_KEY',
  keywords: ['lokalise'],
  patterns: [labelled('lokalise', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const LOKALISE = provider('lokalise', 'Lokalise', [rule1]);
