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
  examples: {
    match: [
      { text: 'FLW_SECRET_KEY=FLWSECK-1d28a0db506573638acc02d384db001d-X', covers: 'FLWSECK-1d28a0db506573638acc02d384db001d-X' },
      { text: 'FLW_SECRET_KEY=FLWSECK-1d28a0db506573638 acc02d384db001d-X', covers: 'FLWSECK-1d28a0db506573638 acc02d384db001d-X' },
      { text: 'FLW_ENCRYPTION_KEY=FLWSECK_TESTc5bb4bb84554', covers: 'FLWSECK_TESTc5bb4bb84554' },
    ],
    ignore: ['FLWPUBK-433593fde017d4707b72fcdaf171e715-X', 'FLWSECK-6282a2a2d92e7459da3d-X'],
  },
});

export const FLUTTERWAVE = provider('flutterwave', 'Flutterwave', [secretKey]);
