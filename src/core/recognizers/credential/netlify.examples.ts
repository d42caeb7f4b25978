/** Own examples of the rules in netlify.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'netlify-access-token': {
    match: [
      { text: 'NETLIFY_AUTH_TOKEN=nfp_ok0FSNl4dUBEPsV8pJLOfIR6kUsUhJwRnqFaqtei', covers: 'nfp_ok0FSNl4dUBEPsV8pJLOfIR6kUsUhJwRnqFaqtei' },
      { text: 'NETLIFY_AUTH_TOKEN=nfp_ok0FSNl4dUBEPsV8pJLOfI R6kUsUhJwRnqFaqtei', covers: 'nfp_ok0FSNl4dUBEPsV8pJLOfI R6kUsUhJwRnqFaqtei' },
    ],
    ignore: ['nfp_wT7YWp2BOfpnAf0Kcldu', 'NETLIFY_AUTH_TOKEN=nfp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
};
