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
});

export const MAILGUN = provider('mailgun', 'Mailgun', [apiKey]);
