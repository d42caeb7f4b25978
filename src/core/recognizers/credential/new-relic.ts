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
  examples: {
    match: [
      { text: 'NEW_RELIC_API_KEY=NRAK-5XHO3NVDSRZS4SECXKZIXOYK62S', covers: 'NRAK-5XHO3NVDSRZS4SECXKZIXOYK62S' },
      { text: 'NEW_RELIC_API_KEY=NRAK-5XHO3NVDSRZS4S\nECXKZIXOYK62S', covers: 'NRAK-5XHO3NVDSRZS4S\nECXKZIXOYK62S' },
      { text: 'X-Insert-Key: NRII-JDCO3n9RS3du7J1Q8TCkRVTFIlCNmpoA', covers: 'NRII-JDCO3n9RS3du7J1Q8TCkRVTFIlCNmpoA' },
      { text: 'licenseKey:"NRJS-929ba7cb76def94f73c"', covers: 'NRJS-929ba7cb76def94f73c' },
    ],
    ignore: ['NRAK-XXXXXXXXXXXXXXXXXXXXXXXXXXX', 'NRAK-Q1XXJ8YLAV7TWAJCT3SB'],
  },
});

export const NEW_RELIC = provider('new-relic', 'New Relic', [apiKey]);
