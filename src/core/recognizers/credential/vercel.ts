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
});

export const VERCEL = provider('vercel', 'Vercel', [token]);
