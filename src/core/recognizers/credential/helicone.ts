/** Helicone credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider } from './_rule';

const rule1 = credential({
  id: 'helicone-api-key',
  description: 'Helicone API key',
  label: 'HELICONE_KEY',
  keywords: ['sk-helicone-'],
  patterns: [pattern(START, 'sk-helicone-(?:[a-z0-9]{7}-){3}[a-z0-9]{7}', END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const HELICONE = provider('helicone', 'Helicone', [rule1]);
