/** Stytch credentials, in the format the provider documents publicly. */
import { START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'stytch-secret',
  description: 'Stytch project secret',
  label: 'STYTCH_KEY',
  keywords: ['secret-live-', 'secret-test-'],
  patterns: [pattern(START, 'secret-(?:live|test)-', run(URLSAFE, 36), '={0,2}')],
  minEntropy: 3,
  confidence: 0.95,
});

export const STYTCH = provider('stytch', 'Stytch', [rule1]);
