/** Frame.io credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'frame-io-api-token',
  description: 'Frame.io API token',
  label: 'FRAME_IO_KEY',
  keywords: ['fio-u-'],
  patterns: [pattern(START, 'fio-u-', run(URLSAFE, 64), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const FRAME_IO = provider('frame-io', 'Frame.io', [rule1]);
