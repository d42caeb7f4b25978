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
});

export const LINEAR = provider('linear', 'Linear', [apiKey]);
