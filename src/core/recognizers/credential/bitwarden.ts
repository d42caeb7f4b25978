/** Bitwarden Secrets Manager credentials, in the format the provider documents publicly. */
import { ALNUM, BASE64, START, UUID, credential, near, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'bitwarden-access-token',
  description: 'Bitwarden Secrets Manager access token',
  label: 'BITWARDEN_KEY',
  keywords: ['0.'],
  patterns: [pattern(START, '0\\.', UUID, '\\.', run(ALNUM, 30), ':', run(BASE64, 22), '={0,2}')],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, /bws|bitwarden/i),
  confidence: 0.95,
});

export const BITWARDEN = provider('bitwarden', 'Bitwarden Secrets Manager', [rule1]);
