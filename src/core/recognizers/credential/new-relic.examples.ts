/** Own examples of the rules in new-relic.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'new-relic-api-key': {
    match: [
      { text: 'NEW_RELIC_API_KEY=NRAK-5XHO3NVDSRZS4SECXKZIXOYK62S', covers: 'NRAK-5XHO3NVDSRZS4SECXKZIXOYK62S' },
      { text: 'NEW_RELIC_API_KEY=NRAK-5XHO3NVDSRZS4S\nECXKZIXOYK62S', covers: 'NRAK-5XHO3NVDSRZS4S\nECXKZIXOYK62S' },
      { text: 'X-Insert-Key: NRII-JDCO3n9RS3du7J1Q8TCkRVTFIlCNmpoA', covers: 'NRII-JDCO3n9RS3du7J1Q8TCkRVTFIlCNmpoA' },
      { text: 'licenseKey:"NRJS-929ba7cb76def94f73c"', covers: 'NRJS-929ba7cb76def94f73c' },
    ],
    ignore: ['NRAK-XXXXXXXXXXXXXXXXXXXXXXXXXXX', 'NRAK-Q1XXJ8YLAV7TWAJCT3SB'],
  },
};
