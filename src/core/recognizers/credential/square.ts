/** Square access tokens (EAAA…, sq0atp-) and OAuth application secrets (sq0csp-). */
import { END_URLSAFE, START_URLSAFE, URLSAFE, credential, pattern, provider, run } from './_rule';

const token = credential({
  id: 'square-access-token',
  description: 'Square access token or application secret',
  label: 'SQUARE_TOKEN',
  keywords: ['eaaa', 'sq0atp-', 'sq0csp-'],
  patterns: [
    pattern(START_URLSAFE, 'EAAA', run(URLSAFE, 60), END_URLSAFE),
    pattern(START_URLSAFE, 'sq0atp-', run(URLSAFE, 22), END_URLSAFE),
    pattern(START_URLSAFE, 'sq0csp-', run(URLSAFE, 43), END_URLSAFE),
  ],
  minEntropy: 3.5,
  confidence: 0.98,
});

export const SQUARE = provider('square', 'Square', [token]);
