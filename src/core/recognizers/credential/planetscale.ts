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
  examples: {
    match: [
      { text: 'DATABASE_URL=mysql://acme:pscale_pw_Fvi0UP13TDTsdfU7QDX313qMVhbkjHR2WnifCNb1hgW@aws.connect.psdb.cloud/db', covers: 'pscale_pw_Fvi0UP13TDTsdfU7QDX313qMVhbkjHR2WnifCNb1hgW' },
      { text: 'DATABASE_URL=mysql://acme:pscale_pw_Fvi0UP13TDTsdfU7QDX31\n3qMVhbkjHR2WnifCNb1hgW@aws.connect.psdb.cloud/db', covers: 'pscale_pw_Fvi0UP13TDTsdfU7QDX31\n3qMVhbkjHR2WnifCNb1hgW' },
      { text: 'PLANETSCALE_SERVICE_TOKEN=pscale_tkn_H8q1Q_lNKyi7f1Jtc7FnMFPw1S-lp0OPyhn3U9O1svC', covers: 'pscale_tkn_H8q1Q_lNKyi7f1Jtc7FnMFPw1S-lp0OPyhn3U9O1svC' },
    ],
    ignore: ['pscale_pw_21dD3YXpRo', 'PLANETSCALE_SERVICE_TOKEN=pscale_tkn_...'],
  },
});

export const PLANETSCALE = provider('planetscale', 'PlanetScale', [token]);
