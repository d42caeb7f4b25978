/** Pulumi access tokens: pul- + 40 hex. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'pulumi-access-token',
  description: 'Pulumi access token',
  label: 'PULUMI_TOKEN',
  keywords: ['pul-'],
  patterns: [pattern(START, 'pul-', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'PULUMI_ACCESS_TOKEN=pul-fe5fb75e667bb9ecfec8b7cec86808348b72cc2d', covers: 'pul-fe5fb75e667bb9ecfec8b7cec86808348b72cc2d' },
      { text: 'pul-e8b97cc7980e4893460c\nf4c48158ca93a0897110', covers: 'pul-e8b97cc7980e4893460c\nf4c48158ca93a0897110' },
    ],
    ignore: ['pul-5d89cec587363a6990953b62092aa7', 'pull-request'],
  },
});

export const PULUMI = provider('pulumi', 'Pulumi', [token]);
