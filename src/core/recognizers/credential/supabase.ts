/** Supabase personal access tokens (sbp_ + 40 hex) and secret API keys (sb_secret_). Publishable keys are public and not matched. */
import { END, END_URLSAFE, HEX, START, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'supabase-secret-key',
  description: 'Supabase access token or secret API key',
  label: 'SUPABASE_KEY',
  keywords: ['sbp_', 'sbp ', 'sb_secret_'],
  patterns: [pattern(START, 'sbp[_ ]', run(HEX, 40), END), pattern(START, 'sb_secret_', span(URLSAFE, 24, 48), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'SUPABASE_ACCESS_TOKEN=sbp_8edc1027007a421c76cfe6e0c97b9cc3242b6c6e', covers: 'sbp_8edc1027007a421c76cfe6e0c97b9cc3242b6c6e' },
      { text: 'SUPABASE_ACCESS_TOKEN=sbp_8edc1027007a421c76cfe6\ne0c97b9cc3242b6c6e', covers: 'sbp_8edc1027007a421c76cfe6\ne0c97b9cc3242b6c6e' },
      { text: 'SUPABASE_SECRET_KEY=sb_secret_fagkfI1cQUHInptfE0TecdsmxbYOVpz', covers: 'sb_secret_fagkfI1cQUHInptfE0TecdsmxbYOVpz' },
    ],
    ignore: ['sb_publishable_8BdHCjAlcAPLhVBc4yoEuhMYNs11ZLn', 'SUPABASE_SECRET_KEY=sb_secret_...', 'sbp_ebea7b694e2dc252c622eb256f4a77'],
  },
});

export const SUPABASE = provider('supabase', 'Supabase', [token]);
