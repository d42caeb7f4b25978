/** Own examples of the rules in age.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'age-secret-key': {
    match: [
      { text: '# created: 2025-01-01\n# public key: age1my3p9s9wys8aq463gz082srtvnndjut3kpszqpv70uxmlendw4vgekrgqy\nAGE-SECRET-KEY-1SM2R9CJ0JZAT23UQSH450ZNDKTQ4C973V0Q9S9FEZEPNNW9FC5LFJFZMGP', covers: 'AGE-SECRET-KEY-1SM2R9CJ0JZAT23UQSH450ZNDKTQ4C973V0Q9S9FEZEPNNW9FC5LFJFZMGP' },
      { text: 'AGE-SECRET-KEY-1W9PZGHXCURP0LSQAY9Y7SYS0DWALC Y7JZVYF4SNGQ7RL3XDLJJAAA8VN97', covers: 'AGE-SECRET-KEY-1W9PZGHXCURP0LSQAY9Y7SYS0DWALC Y7JZVYF4SNGQ7RL3XDLJJAAA8VN97' },
    ],
    ignore: ['AGE-SECRET-KEY-1PJAYU3CDDY9FSHG38HWL', 'age1lep2qluenf6kc584q54e8vqjshyecyhm3r3xrjf03m5vhmped9r6ugjlrg'],
  },
};
