/** Crowdin credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'crowdin-api-token',
  description: 'Crowdin personal access token',
  label: 'CROWDIN_KEY',
  keywords: ['crowdin'],
  patterns: [labelled('crowdin', run(HEX, 80))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const CROWDIN = provider('crowdin', 'Crowdin', [rule1]);
