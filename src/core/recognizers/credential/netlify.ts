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
  examples: {
    match: [
      { text: 'NETLIFY_AUTH_TOKEN=nfp_ok0FSNl4dUBEPsV8pJLOfIR6kUsUhJwRnqFaqtei', covers: 'nfp_ok0FSNl4dUBEPsV8pJLOfIR6kUsUhJwRnqFaqtei' },
      { text: 'NETLIFY_AUTH_TOKEN=nfp_ok0FSNl4dUBEPsV8pJLOfI R6kUsUhJwRnqFaqtei', covers: 'nfp_ok0FSNl4dUBEPsV8pJLOfI R6kUsUhJwRnqFaqtei' },
    ],
    ignore: ['nfp_wT7YWp2BOfpnAf0Kcldu', 'NETLIFY_AUTH_TOKEN=nfp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
});

export const NETLIFY = provider('netlify', 'Netlify', [token]);
