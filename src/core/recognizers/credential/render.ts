/** Render credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'render-api-key',
  description: 'Render API key',
  label: 'RENDER_KEY',
  keywords: ['rnd_'],
  patterns: [pattern(START, 'rnd_', run(ALNUM, 32), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const RENDER = provider('render', 'Render', [rule1]);
