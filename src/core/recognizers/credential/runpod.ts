/** RunPod credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'runpod-api-key',
  description: 'RunPod API key',
  label: 'RUNPOD_KEY',
  keywords: ['runpod'],
  patterns: [labelled('runpod', run('[A-Z0-9]', 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const RUNPOD = provider('runpod', 'RunPod', [rule1]);
