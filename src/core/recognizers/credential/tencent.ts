/** Tencent Cloud SecretIds (AKID + 32) and SecretKeys (32 characters next to a Tencent label). */
import { ALNUM, END, START, credential, labelled, pattern, provider, run } from './_rule';

const secret = credential({
  id: 'tencent-cloud-secret',
  description: 'Tencent Cloud SecretId or SecretKey',
  label: 'TENCENT_KEY',
  keywords: ['akid', 'tencent'],
  patterns: [pattern(START, 'AKID', run(ALNUM, 32), END), labelled('tencent', run(ALNUM, 32))],
  minEntropy: 3,
  confidence: 0.95,
});

export const TENCENT = provider('tencent', 'Tencent Cloud', [secret]);
