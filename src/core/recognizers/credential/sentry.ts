/** Sentry organisation auth tokens (sntrys_ + base64 JSON + _ + 43) and user auth tokens (sntryu_ + 64 hex). */
import { BASE64, END, END_BASE64, HEX, START, credential, pattern, provider, run, span } from './_rule';

const token = credential({
  id: 'sentry-auth-token',
  description: 'Sentry auth token',
  label: 'SENTRY_TOKEN',
  keywords: ['sntrys_', 'sntryu'],
  patterns: [
    pattern(START, 'sntrys_eyJpYXQiO', span('[A-Za-z0-9+/=]', 20, 500), '_', run(BASE64, 43), END_BASE64),
    pattern(START, 'sntryu[_ ]', run(HEX, 64), END),
  ],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const SENTRY = provider('sentry', 'Sentry', [token]);
