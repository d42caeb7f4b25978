/** Cloudflare global API keys (37 hex) and API tokens (40) next to a Cloudflare label, and Origin CA keys (v1.0-…). */
import { END, END_URLSAFE, HEX, START, URLSAFE, credential, labelled, pattern, provider, run } from './_rule';

const key = credential({
  id: 'cloudflare-api-key',
  description: 'Cloudflare API key, API token or Origin CA key',
  label: 'CLOUDFLARE_KEY',
  keywords: ['cloudflare', 'v1.0-'],
  patterns: [
    labelled('cloudflare', run(HEX, 37)),
    labelled('cloudflare', run(URLSAFE, 40), END_URLSAFE),
    pattern(START, 'v1\\.0-', run(HEX, 24), '-', run(HEX, 146), END),
  ],
  minEntropy: 3,
  confidence: 0.93,
});

export const CLOUDFLARE = provider('cloudflare', 'Cloudflare', [key]);
