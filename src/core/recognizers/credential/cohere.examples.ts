/** Own examples of the rules in cohere.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cohere-api-key': {
    match: [
      { text: 'COHERE_API_KEY=J8zqOZCUYJpSOpisFMdJuLbVrZHC1WHq7Np8hhES', covers: 'J8zqOZCUYJpSOpisFMdJuLbVrZHC1WHq7Np8hhES' },
      { text: 'COHERE_API_KEY=J8zqOZCUYJpSOpisFMdJuLbV rZHC1WHq7Np8hhES', covers: 'J8zqOZCUYJpSOpisFMdJuLbV rZHC1WHq7Np8hhES' },
      { text: 'co = cohere.ClientV2(api_key="fWBwyf476FMfR3TmliwFMIeRx5w25Ol7TClmG9AW")', covers: 'fWBwyf476FMfR3TmliwFMIeRx5w25Ol7TClmG9AW' },
    ],
    ignore: ['COHERE_API_KEY=<your key>', 'cohere embed model is embed-english-v3.0'],
  },
};
