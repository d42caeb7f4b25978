/**
 * Credentials in HTTP requests as people paste them: bearer tokens, `Authorization:` header values
 * (Basic, Token, Bot, ApiKey schemes), and `curl -u user:password`.
 */
import { LABEL_VIEWS, ci, credential, pattern, provider } from './_rule';
import { plausiblePairedPassword, plausibleToken } from '../validators/secret-values';

const bearer = credential({
  id: 'http-bearer-token',
  description: 'Bearer token',
  label: 'TOKEN',
  keywords: ['bearer'],
  patterns: [pattern('(?<![A-Za-z])', ci('bearer'), '[ \\t]+(?<v>[A-Za-z0-9._~+/-]{16,4096}={0,2})(?![A-Za-z0-9._~+/=-])')],
  views: LABEL_VIEWS,
  allowDummy: true,
  check: (value) => plausibleToken(value, 16, 3),
  confidence: 0.9,
});

const header = credential({
  id: 'http-authorization-header',
  description: 'Credential in an Authorization header',
  label: 'TOKEN',
  keywords: ['authorization'],
  patterns: [
    pattern(
      ci('authorization'),
      `["']?\\]?[ \\t]*[:=][ \\t]*["'\`]?(?:${ci('(?:basic|token|bot|apikey|api-key|sso-key|key|ssws)')}[ \\t]+)?`,
      '(?<v>[A-Za-z0-9._~+/:-]{12,4096}={0,2})(?![A-Za-z0-9._~+/:=-])',
    ),
  ],
  views: LABEL_VIEWS,
  allowDummy: true,
  check: (value) => plausibleToken(value, 12, 2.8),
  confidence: 0.88,
});

const curlUser = credential({
  id: 'http-basic-credentials',
  description: 'Password in curl -u / --user',
  label: 'PASSWORD',
  keywords: ['-u ', '--user'],
  patterns: [pattern('(?<![A-Za-z0-9-])(?:-u|--user)[ \\t=]+["\']?[^\\s:"\']{1,64}:(?<v>[^\\s"\']{1,128})')],
  views: LABEL_VIEWS,
  check: (value) => plausiblePairedPassword(value, 4),
  confidence: 0.9,
});

export const HTTP = provider('http', 'HTTP credentials', [bearer, header, curlUser], true);
