/** Backblaze B2 credentials, in the format the provider documents publicly. */
import { BASE64, END_BASE64, START, credential, near, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'backblaze-application-key',
  description: 'Backblaze B2 application key',
  label: 'BACKBLAZE_KEY',
  keywords: ['k00'],
  patterns: [pattern(START, 'K00', run(BASE64, 28), END_BASE64)],
  minEntropy: 3,
  check: (_value, ctx) => near(ctx, /b2|backblaze/i),
  confidence: 0.95,
});

export const BACKBLAZE = provider('backblaze', 'Backblaze B2', [rule1]);
