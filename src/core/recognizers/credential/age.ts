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
});

export const AGE = provider('age', 'age encryption', [secretKey]);
