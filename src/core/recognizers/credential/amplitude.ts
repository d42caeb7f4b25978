/** Amplitude credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'amplitude-api-key',
  description: 'Amplitude API key or secret',
  label: 'AMPLITUDE_KEY',
  keywords: ['amplitude'],
  patterns: [labelled('amplitude', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const AMPLITUDE = provider('amplitude', 'Amplitude', [rule1]);
