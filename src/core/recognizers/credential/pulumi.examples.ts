/** Own examples of the rules in pulumi.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pulumi-access-token': {
    match: [
      { text: 'PULUMI_ACCESS_TOKEN=pul-fe5fb75e667bb9ecfec8b7cec86808348b72cc2d', covers: 'pul-fe5fb75e667bb9ecfec8b7cec86808348b72cc2d' },
      { text: 'pul-e8b97cc7980e4893460c\nf4c48158ca93a0897110', covers: 'pul-e8b97cc7980e4893460c\nf4c48158ca93a0897110' },
    ],
    ignore: ['pul-5d89cec587363a6990953b62092aa7', 'pull-request'],
  },
};
