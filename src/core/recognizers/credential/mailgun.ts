/**
 * Mailgun private and public API keys (key- / pubkey- + 32 hex) and webhook signing keys. The
 * "key-" prefix is generic, so a Mailgun mention must be near.
 */
import { END, HEX, START, credential, labelled, near, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'mailgun-api-key',
  description: 'Mailgun API or webhook signing key',
  label: 'MAILGUN_KEY',
  keywords: ['mailgun'],
  patterns: [
    pattern(START, '(?:pub)?key-', run(HEX, 32), END),
    labelled('mailgun', `${HEX}{32}-${HEX}{8}-${HEX}{8}`),
  ],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, /mailgun/i, 1000),
  confidence: 0.93,
  examples: {
    match: [
      { text: 'MAILGUN_API_KEY=key-796e74263ce5f2b305c944446288f9c2', covers: 'key-796e74263ce5f2b305c944446288f9c2' },
      { text: 'MAILGUN_API_KEY=key-796e74263ce5f2b30 5c944446288f9c2', covers: 'key-796e74263ce5f2b30 5c944446288f9c2' },
      { text: 'mailgun_signing_key: 910a29d223a6457d4b5cd02d1034539a-70366c12-fb15220c', covers: '910a29d223a6457d4b5cd02d1034539a-70366c12-fb15220c' },
    ],
    ignore: ['key-37b80e8d9c1c2d43c8c0c16770659b30', 'MAILGUN_API_KEY=key-your-api-key'],
  },
});

export const MAILGUN = provider('mailgun', 'Mailgun', [apiKey]);
