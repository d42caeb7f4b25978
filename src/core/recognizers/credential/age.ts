/** age file-encryption secret keys: AGE-SECRET-KEY-1 + 58 bech32 characters. */
import { END, credential, pattern, provider, run } from './_rule';

const secretKey = credential({
  id: 'age-secret-key',
  description: 'age secret key',
  label: 'PRIVATE_KEY',
  keywords: ['age-secret-key-1'],
  patterns: [pattern('AGE-SECRET-KEY-1', run('[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]', 58), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: '# created: 2025-01-01\n# public key: age1my3p9s9wys8aq463gz082srtvnndjut3kpszqpv70uxmlendw4vgekrgqy\nAGE-SECRET-KEY-1SM2R9CJ0JZAT23UQSH450ZNDKTQ4C973V0Q9S9FEZEPNNW9FC5LFJFZMGP', covers: 'AGE-SECRET-KEY-1SM2R9CJ0JZAT23UQSH450ZNDKTQ4C973V0Q9S9FEZEPNNW9FC5LFJFZMGP' },
      { text: 'AGE-SECRET-KEY-1W9PZGHXCURP0LSQAY9Y7SYS0DWALC Y7JZVYF4SNGQ7RL3XDLJJAAA8VN97', covers: 'AGE-SECRET-KEY-1W9PZGHXCURP0LSQAY9Y7SYS0DWALC Y7JZVYF4SNGQ7RL3XDLJJAAA8VN97' },
    ],
    ignore: ['AGE-SECRET-KEY-1PJAYU3CDDY9FSHG38HWL', 'age1lep2qluenf6kc584q54e8vqjshyecyhm3r3xrjf03m5vhmped9r6ugjlrg'],
  },
});

export const AGE = provider('age', 'age encryption', [secretKey]);
