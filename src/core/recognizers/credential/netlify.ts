/** Netlify personal access tokens (nfp_). */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const token = credential({
  id: 'netlify-access-token',
  description: 'Netlify personal access token',
  label: 'NETLIFY_TOKEN',
  keywords: ['nfp_', 'nfp '],
  patterns: [pattern(START, 'nfp[_ ]', span(ALNUM, 36, 48), END)],
  minEntropy: 3.5,
  confidence: 0.98,
});

export const NETLIFY = provider('netlify', 'Netlify', [token]);
