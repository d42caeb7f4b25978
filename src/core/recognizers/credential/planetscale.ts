/** PlanetScale service tokens, database passwords and OAuth tokens (pscale_tkn_, pscale_pw_, pscale_oauth_). */
import { START, credential, pattern, provider, span } from './_rule';

const token = credential({
  id: 'planetscale-token',
  description: 'PlanetScale token or password',
  label: 'PLANETSCALE_TOKEN',
  keywords: ['pscale_'],
  patterns: [pattern(START, 'pscale_(?:tkn|pw|oauth)_', span('[A-Za-z0-9=._-]', 32, 64), '(?![A-Za-z0-9=._-])')],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const PLANETSCALE = provider('planetscale', 'PlanetScale', [token]);
