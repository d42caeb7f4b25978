/** Own examples of the rules in shopify.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'shopify-access-token': {
    match: [
      { text: 'X-Shopify-Access-Token: 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', covers: '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' },
      { text: 'SHOPIFY_API_SECRET=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', covers: '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' },
      { text: 'shppa f44014529931675d 68743d03ce660cfe', covers: 'shppa f44014529931675d 68743d03ce660cfe' },
    ],
    ignore: ['shpat_b16f166f6ce55992ba3f', 'shpat_00000000000000000000000000000000'],
  },
};
