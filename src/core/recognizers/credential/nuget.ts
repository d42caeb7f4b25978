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
  examples: {
    match: [
      { text: 'dotnet nuget push pkg.nupkg --api-key oy2tmqgcgtru7l2sexeuw8jsc15giduverjgkz0dfwc3u6 --source nuget.org', covers: 'oy2tmqgcgtru7l2sexeuw8jsc15giduverjgkz0dfwc3u6' },
      { text: 'dotnet nuget push pkg.nupkg --api-key oy2tmqgcgtru7l2sexeuw8jsc15 giduverjgkz0dfwc3u6 --source nuget.org', covers: 'oy2tmqgcgtru7l2sexeuw8jsc15 giduverjgkz0dfwc3u6' },
    ],
    ignore: ['oy265ztz8wwv1znfwm4oshp', 'toy2000 is a model number'],
  },
});

export const NUGET = provider('nuget', 'NuGet', [rule]);
