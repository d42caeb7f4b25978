/** Zoom credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'zoom-client-secret',
  description: 'Zoom client secret',
  label: 'ZOOM_KEY',
  keywords: ['zoom'],
  patterns: [labelled('zoom', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const ZOOM = provider('zoom', 'Zoom', [rule1]);
