/** New Relic user API keys (NRAK-), insert keys (NRII-) and browser keys (NRJS-). */
import { END, END_URLSAFE, HEX, START, credential, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'new-relic-api-key',
  description: 'New Relic user API, insert or browser key',
  label: 'NEW_RELIC_KEY',
  keywords: ['nrak-', 'nrii-', 'nrjs-'],
  patterns: [
    pattern(START, 'NRAK-', run('[A-Z0-9]', 27), END),
    pattern(START, 'NRII-', run('[A-Za-z0-9_-]', 32), END_URLSAFE),
    pattern(START, 'NRJS-', run(HEX, 19), END),
  ],
  minEntropy: 3,
  confidence: 0.97,
});

export const NEW_RELIC = provider('new-relic', 'New Relic', [apiKey]);
