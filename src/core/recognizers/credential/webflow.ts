/** Webflow credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'webflow-api-token',
  description: 'Webflow API token',
  label: 'WEBFLOW_KEY',
  keywords: ['webflow'],
  patterns: [labelled('webflow', run(HEX, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const WEBFLOW = provider('webflow', 'Webflow', [rule1]);
