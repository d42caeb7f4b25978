/** Amazon MWS credentials, in the format the provider documents publicly. */
import { END, START, UUID, credential, pattern, provider } from './_rule';

const rule1 = credential({
  id: 'amazon-mws-auth-token',
  description: 'Amazon MWS auth token',
  label: 'AMAZON_MWS_KEY',
  keywords: ['amzn.mws.'],
  patterns: [pattern(START, 'amzn\\.mws\\.', UUID, END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const AMAZON_MWS = provider('amazon-mws', 'Amazon MWS', [rule1]);
