/** DigitalOcean personal access (dop_v1_), OAuth (doo_v1_) and refresh (dor_v1_) tokens. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'digitalocean-token',
  description: 'DigitalOcean access, OAuth or refresh token',
  label: 'DIGITALOCEAN_TOKEN',
  keywords: ['dop_v1', 'doo_v1', 'dor_v1', 'dop v1', 'doo v1', 'dor v1'],
  patterns: [pattern(START, 'do[opr][_ ]v1[_ ]', run(HEX, 64), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const DIGITALOCEAN = provider('digitalocean', 'DigitalOcean', [token]);
