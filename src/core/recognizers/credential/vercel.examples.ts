/** Own examples of the rules in vercel.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'vercel-token': {
    match: [
      { text: 'VERCEL_TOKEN=vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx39CJti2ghqPgzjbTQMxuwN0Mf', covers: 'vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx39CJti2ghqPgzjbTQMxuwN0Mf' },
      { text: 'VERCEL_TOKEN=vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx3\n9CJti2ghqPgzjbTQMxuwN0Mf', covers: 'vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx3\n9CJti2ghqPgzjbTQMxuwN0Mf' },
      { text: 'vercel deploy --token=uAQBwjfCyn7IxcBOsdONJelh', covers: 'uAQBwjfCyn7IxcBOsdONJelh' },
    ],
    ignore: ['VERCEL_TOKEN=vcp_...', 'vercel --prod', 'VERCEL_ORG_ID=team_abc'],
  },
};
