/**
 * Sentry organisation auth tokens (sntrys_ + base64 JSON + _ + 43), user auth tokens (sntryu_ + 64
 * hex), and the key of a DSN (https://<32 hex>@…ingest…sentry.io/<project>), which lets anyone
 * post events to the project.
 */
import { BASE64, END, END_BASE64, HEX, START, WRAPPED_VIEWS, credential, pattern, provider, run, span } from './_rule';

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

const dsn = credential({
  id: 'sentry-dsn-key',
  description: 'Sentry DSN key',
  label: 'SENTRY_TOKEN',
  keywords: ['sentry.io'],
  patterns: [/https?:\/\/(?<v>[a-f0-9]{32})(?::[a-f0-9]{32})?@[a-z0-9.-]*sentry\.io\/\d+/g],
  views: WRAPPED_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const SENTRY = provider('sentry', 'Sentry', [token, dsn]);
