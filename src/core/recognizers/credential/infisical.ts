/** Infisical credentials, in the format the provider documents publicly. */
import { END, HEX, START, UUID, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'infisical-service-token',
  description: 'Infisical service token',
  label: 'INFISICAL_KEY',
  keywords: ['st.'],
  patterns: [pattern(START, 'st\\.', UUID, '\\.', run(HEX, 32), '\\.', run(HEX, 32), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const INFISICAL = provider('infisical', 'Infisical', [rule1]);
