/** Shopify access tokens: admin / custom-app (shpat_), custom (shpca_), private-app (shppa_) tokens and shared secrets (shpss_). */
import { END, HEX_ANY, START, credential, pattern, provider, run } from './_rule';

const accessToken = credential({
  id: 'shopify-access-token',
  description: 'Shopify access token or shared secret',
  label: 'SHOPIFY_TOKEN',
  keywords: ['shpat', 'shpca', 'shppa', 'shpss'],
  patterns: [pattern(START, 'shp(?:at|ca|pa|ss)[_ ]', run(HEX_ANY, 32), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'X-Shopify-Access-Token: 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', covers: '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' },
      { text: 'SHOPIFY_API_SECRET=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', covers: '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' },
      { text: 'shppa f44014529931675d 68743d03ce660cfe', covers: 'shppa f44014529931675d 68743d03ce660cfe' },
    ],
    ignore: ['shpat_b16f166f6ce55992ba3f', 'shpat_00000000000000000000000000000000'],
  },
});

export const SHOPIFY = provider('shopify', 'Shopify', [accessToken]);
