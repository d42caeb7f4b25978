/** Vercel tokens: the prefixed formats (vcp_, vci_, vca_, vcr_, vck_) and the older 24-character tokens next to a Vercel label. */
import { ALNUM, END, END_URLSAFE, START, URLSAFE, credential, labelled, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'vercel-token',
  description: 'Vercel access token or API key',
  label: 'VERCEL_TOKEN',
  keywords: ['vcp_', 'vci_', 'vca_', 'vcr_', 'vck_', 'vercel'],
  patterns: [pattern(START, 'vc[pikar]_', span(URLSAFE, 24, 80), END_URLSAFE), labelled('vercel', run(ALNUM, 24), END)],
  minEntropy: 3.5,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'VERCEL_TOKEN=vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx39CJti2ghqPgzjbTQMxuwN0Mf', covers: 'vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx39CJti2ghqPgzjbTQMxuwN0Mf' },
      { text: 'VERCEL_TOKEN=vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx3\n9CJti2ghqPgzjbTQMxuwN0Mf', covers: 'vcp_Le76QUN7SF2Oo3cGA32OYxRIugUkKjx3\n9CJti2ghqPgzjbTQMxuwN0Mf' },
      { text: 'vercel deploy --token=uAQBwjfCyn7IxcBOsdONJelh', covers: 'uAQBwjfCyn7IxcBOsdONJelh' },
    ],
    ignore: ['VERCEL_TOKEN=vcp_...', 'vercel --prod', 'VERCEL_ORG_ID=team_abc'],
  },
});

export const VERCEL = provider('vercel', 'Vercel', [token]);
