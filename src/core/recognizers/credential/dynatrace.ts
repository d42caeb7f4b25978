/** Dynatrace API tokens (dt0c01. + 24 + . + 64). */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'dynatrace-api-token',
  description: 'Dynatrace API token',
  label: 'DYNATRACE_TOKEN',
  keywords: ['dt0c01.'],
  patterns: [pattern(START, 'dt0c01\\.', run('[A-Z0-9]', 24), '\\.', run('[A-Z0-9]', 64), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'Api-Token dt0c01.3NVXPEGHUBBOXEE5DM3ZT4YT.4UWTWG7E420AONNX8XHC31BI1FL7S6WGODOX1KYE0MUTV6L586AJY9KLB9HXDDN6', covers: 'dt0c01.3NVXPEGHUBBOXEE5DM3ZT4YT.4UWTWG7E420AONNX8XHC31BI1FL7S6WGODOX1KYE0MUTV6L586AJY9KLB9HXDDN6' },
      { text: 'Api-Token dt0c01.3NVXPEGHUBBOXEE5DM3ZT4YT.4UWTWG7E420AONNX8XHC31BI1 FL7S6WGODOX1KYE0MUTV6L586AJY9KLB9HXDDN6', covers: 'dt0c01.3NVXPEGHUBBOXEE5DM3ZT4YT.4UWTWG7E420AONNX8XHC31BI1 FL7S6WGODOX1KYE0MUTV6L586AJY9KLB9HXDDN6' },
    ],
    ignore: ['dt0c01.B6N63J9NJJ2B1IQRO0N63DFA', 'dt0c01.ABC.DEF'],
  },
});

export const DYNATRACE = provider('dynatrace', 'Dynatrace', [rule]);
