/**
 * Anthropic API and Admin API keys (sk-ant-api03- / sk-ant-admin01- + 93 + "AA") and Claude OAuth
 * access and refresh tokens (sk-ant-oat01- / sk-ant-ort01-).
 */
import { END_URLSAFE, START_URLSAFE, URLSAFE, credential, pattern, provider, run, span } from './_rule';

const apiKey = credential({
  id: 'anthropic-api-key',
  description: 'Anthropic API or Admin API key',
  label: 'ANTHROPIC_KEY',
  keywords: ['sk-ant-'],
  patterns: [pattern(START_URLSAFE, 'sk-ant-(?:api03|admin01)-', run(URLSAFE, 93), 'AA', END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.99,
});

const oauth = credential({
  id: 'anthropic-oauth-token',
  description: 'Claude OAuth access or refresh token',
  label: 'ANTHROPIC_KEY',
  keywords: ['sk-ant-'],
  patterns: [pattern(START_URLSAFE, 'sk-ant-o[ar]t01-', span(URLSAFE, 40, 300), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.98,
});

export const ANTHROPIC = provider('anthropic', 'Anthropic', [apiKey, oauth]);
