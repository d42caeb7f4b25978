/** Adafruit IO credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'adafruit-io-key',
  description: 'Adafruit IO key',
  label: 'ADAFRUIT_KEY',
  keywords: ['aio_'],
  patterns: [pattern(START, 'aio_', run(ALNUM, 28), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const ADAFRUIT = provider('adafruit', 'Adafruit IO', [rule1]);
