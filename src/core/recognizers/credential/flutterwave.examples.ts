/** Own examples of the rules in flutterwave.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'flutterwave-secret-key': {
    match: [
      { text: 'FLW_SECRET_KEY=FLWSECK-1d28a0db506573638acc02d384db001d-X', covers: 'FLWSECK-1d28a0db506573638acc02d384db001d-X' },
      { text: 'FLW_SECRET_KEY=FLWSECK-1d28a0db506573638 acc02d384db001d-X', covers: 'FLWSECK-1d28a0db506573638 acc02d384db001d-X' },
      { text: 'FLW_ENCRYPTION_KEY=FLWSECK_TESTc5bb4bb84554', covers: 'FLWSECK_TESTc5bb4bb84554' },
    ],
    ignore: ['FLWPUBK-433593fde017d4707b72fcdaf171e715-X', 'FLWSECK-6282a2a2d92e7459da3d-X'],
  },
};
