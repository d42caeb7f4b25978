/** Cohere API keys: 40 characters next to a Cohere label (the keys carry no prefix). */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiKey = credential({
  id: 'cohere-api-key',
  description: 'Cohere API key',
  label: 'COHERE_KEY',
  keywords: ['cohere', 'co_api_key'],
  patterns: [labelled('(?:cohere|co_api_key)', run(ALNUM, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.9,
  examples: {
    match: [
      { text: 'COHERE_API_KEY=J8zqOZCUYJpSOpisFMdJuLbVrZHC1WHq7Np8hhES', covers: 'J8zqOZCUYJpSOpisFMdJuLbVrZHC1WHq7Np8hhES' },
      { text: 'COHERE_API_KEY=J8zqOZCUYJpSOpisFMdJuLbV rZHC1WHq7Np8hhES', covers: 'J8zqOZCUYJpSOpisFMdJuLbV rZHC1WHq7Np8hhES' },
      { text: 'co = cohere.ClientV2(api_key="fWBwyf476FMfR3TmliwFMIeRx5w25Ol7TClmG9AW")', covers: 'fWBwyf476FMfR3TmliwFMIeRx5w25Ol7TClmG9AW' },
    ],
    ignore: ['COHERE_API_KEY=<your key>', 'cohere embed model is embed-english-v3.0'],
  },
});

export const COHERE = provider('cohere', 'Cohere', [apiKey]);
