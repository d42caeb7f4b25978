/** Linear personal API keys (lin_api_ + 40) and OAuth tokens (lin_oauth_ + 64 hex). */
import { ALNUM, END, HEX, START, credential, pattern, provider, run } from './_rule';

const apiKey = credential({
  id: 'linear-api-key',
  description: 'Linear API key or OAuth token',
  label: 'LINEAR_KEY',
  keywords: ['lin_api', 'lin api', 'lin_oauth_'],
  patterns: [pattern(START, 'lin[_ ]api[_ ]', run(ALNUM, 40), END), pattern(START, 'lin_oauth_', run(HEX, 64), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'LINEAR_API_KEY=lin_api_OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm', covers: 'lin_api_OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm' },
      { text: 'key from the screenshot: lin api OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm', covers: 'lin api OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm' },
      { text: 'LINEAR_API_KEY=lin_api_OI6zwsClGbpyJwqSrfOZ\ne9NY3ops0nLDV4nxgNlm', covers: 'lin_api_OI6zwsClGbpyJwqSrfOZ\ne9NY3ops0nLDV4nxgNlm' },
      { text: 'Authorization: lin_oauth_f8866e0c461ee001d38da9b6f9e79ba59c3a4fdebbedcb5b4016aa5ff4d77a0a', covers: 'lin_oauth_f8866e0c461ee001d38da9b6f9e79ba59c3a4fdebbedcb5b4016aa5ff4d77a0a' },
    ],
    ignore: ['LINEAR_API_KEY=lin_api_xxx', 'lin_api_RB11Nwt4wS5QPsZJA94pBjODFS3bov'],
  },
});

export const LINEAR = provider('linear', 'Linear', [apiKey]);
