/** NuGet.org API keys (oy2 + 43 lower-case alphanumerics). */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'nuget-api-key',
  description: 'NuGet.org API key',
  label: 'NUGET_KEY',
  keywords: ['oy2'],
  patterns: [pattern(START, 'oy2', run('[a-z0-9]', 43), END)],
  minEntropy: 3.5,
  confidence: 0.97,
});

export const NUGET = provider('nuget', 'NuGet', [rule]);
