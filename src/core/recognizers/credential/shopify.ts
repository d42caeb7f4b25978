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
});

export const SHOPIFY = provider('shopify', 'Shopify', [accessToken]);
