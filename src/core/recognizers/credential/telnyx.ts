/** Telnyx credentials, in the format the provider documents publicly. */
import { ALNUM, END, HEX_ANY, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'telnyx-api-key',
  description: 'Telnyx API key',
  label: 'TELNYX_KEY',
  keywords: ['key0'],
  patterns: [pattern(START, 'KEY0', run(HEX_ANY, 31), '_', run(ALNUM, 22), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const TELNYX = provider('telnyx', 'Telnyx', [rule1]);
