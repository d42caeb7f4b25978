/**
 * Google: API keys (AIza + 35), OAuth client secrets (GOCSPX-), OAuth access and refresh tokens
 * (ya29., 1//0) and the private key of a service-account JSON key file, recognised by its
 * "type": "service_account" neighbour.
 */
import { END_URLSAFE, LABEL_VIEWS, START_URLSAFE, URLSAFE, credential, near, pattern, provider, run, span } from './_rule';

const apiKey = credential({
  id: 'google-api-key',
  description: 'Google API key',
  label: 'GOOGLE_KEY',
  keywords: ['aiza'],
  patterns: [pattern(START_URLSAFE, 'AIza', run(URLSAFE, 35), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.97,
});

const oauthSecret = credential({
  id: 'google-oauth-client-secret',
  description: 'Google OAuth client secret',
  label: 'GOOGLE_KEY',
  keywords: ['gocspx-'],
  patterns: [pattern(START_URLSAFE, 'GOCSPX-', run(URLSAFE, 28), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.98,
});

const oauthToken = credential({
  id: 'google-oauth-token',
  description: 'Google OAuth access or refresh token',
  label: 'GOOGLE_KEY',
  keywords: ['ya29.', '1//0'],
  patterns: [
    pattern(START_URLSAFE, 'ya29\\.', span(URLSAFE, 30, 2048), END_URLSAFE),
    pattern('(?<![A-Za-z0-9/])', '1//0', span(URLSAFE, 30, 512), END_URLSAFE),
  ],
  minEntropy: 3.5,
  confidence: 0.96,
});

const serviceAccount = credential({
  id: 'google-service-account-key',
  description: 'Google Cloud service-account key file',
  label: 'PRIVATE_KEY',
  keywords: ['service_account'],
  patterns: [
    pattern('"private_key_id"[ \\t]*:[ \\t]*"(?<v>[a-f0-9]{40})"'),
    pattern('"private_key"[ \\t]*:[ \\t]*"(?<v>-----BEGIN[^"]{40,8000})"'),
  ],
  views: LABEL_VIEWS,
  check: (_value, ctx) => near(ctx, /"type"\s*:\s*"service_account"/, 4000),
  confidence: 0.99,
});

export const GOOGLE = provider('google', 'Google Cloud', [apiKey, oauthSecret, oauthToken, serviceAccount]);
