/** PostHog credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'posthog-personal-api-key',
  description: 'PostHog personal API key',
  label: 'POSTHOG_KEY',
  keywords: ['phx_'],
  patterns: [pattern(START, 'phx_', run(ALNUM, 43), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const POSTHOG = provider('posthog', 'PostHog', [rule1]);
