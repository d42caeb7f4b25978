/** Own examples of the rules in planetscale.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'planetscale-token': {
    match: [
      { text: 'DATABASE_URL=mysql://acme:pscale_pw_Fvi0UP13TDTsdfU7QDX313qMVhbkjHR2WnifCNb1hgW@aws.connect.psdb.cloud/db', covers: 'pscale_pw_Fvi0UP13TDTsdfU7QDX313qMVhbkjHR2WnifCNb1hgW' },
      { text: 'DATABASE_URL=mysql://acme:pscale_pw_Fvi0UP13TDTsdfU7QDX31\n3qMVhbkjHR2WnifCNb1hgW@aws.connect.psdb.cloud/db', covers: 'pscale_pw_Fvi0UP13TDTsdfU7QDX31\n3qMVhbkjHR2WnifCNb1hgW' },
      { text: 'PLANETSCALE_SERVICE_TOKEN=pscale_tkn_H8q1Q_lNKyi7f1Jtc7FnMFPw1S-lp0OPyhn3U9O1svC', covers: 'pscale_tkn_H8q1Q_lNKyi7f1Jtc7FnMFPw1S-lp0OPyhn3U9O1svC' },
    ],
    ignore: ['pscale_pw_21dD3YXpRo', 'PLANETSCALE_SERVICE_TOKEN=pscale_tkn_...'],
  },
};
