/** NVIDIA credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'nvidia-api-key',
  description: 'NVIDIA NGC / build API key',
  label: 'NVIDIA_KEY',
  keywords: ['nvapi-'],
  patterns: [pattern(START, 'nvapi-', run(URLSAFE, 64), END_URLSAFE)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const NVIDIA = provider('nvidia', 'NVIDIA', [rule1]);
