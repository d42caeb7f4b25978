/** ClickUp credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'clickup-api-token',
  description: 'ClickUp personal API token',
  label: 'CLICKUP_KEY',
  keywords: ['pk_'],
  patterns: [pattern(START, 'pk_', run('[0-9]', 8), '_', run('[A-Z0-9]', 32), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const CLICKUP = provider('clickup', 'ClickUp', [rule1]);
