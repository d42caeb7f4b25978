/** Flutterwave secret keys (FLWSECK-…-X, FLWSECK_TEST-…-X) and encryption keys (FLWSECK_TEST + 12). */
import { END, START, credential, pattern, provider, run } from './_rule';

const secretKey = credential({
  id: 'flutterwave-secret-key',
  description: 'Flutterwave secret or encryption key',
  label: 'FLUTTERWAVE_KEY',
  keywords: ['flwseck'],
  patterns: [
    pattern(START, 'FLWSECK(?:_TEST)?-', run('[a-hA-H0-9]', 32), '-X', END),
    pattern(START, 'FLWSECK_TEST', run('[a-hA-H0-9]', 12), END),
  ],
  minEntropy: 3,
  confidence: 0.99,
});

export const FLUTTERWAVE = provider('flutterwave', 'Flutterwave', [secretKey]);
