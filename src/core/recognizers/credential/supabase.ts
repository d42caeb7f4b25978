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
});

export const SUPABASE = provider('supabase', 'Supabase', [token]);
