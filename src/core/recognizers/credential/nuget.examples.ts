/** Own examples of the rules in nuget.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'nuget-api-key': {
    match: [
      { text: 'dotnet nuget push pkg.nupkg --api-key oy2tmqgcgtru7l2sexeuw8jsc15giduverjgkz0dfwc3u6 --source nuget.org', covers: 'oy2tmqgcgtru7l2sexeuw8jsc15giduverjgkz0dfwc3u6' },
      { text: 'dotnet nuget push pkg.nupkg --api-key oy2tmqgcgtru7l2sexeuw8jsc15 giduverjgkz0dfwc3u6 --source nuget.org', covers: 'oy2tmqgcgtru7l2sexeuw8jsc15 giduverjgkz0dfwc3u6' },
    ],
    ignore: ['oy265ztz8wwv1znfwm4oshp', 'toy2000 is a model number'],
  },
};
