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
  examples: {
    match: [
      { text: 'curl -H "Authorization: Bearer w4krRfbig4cEDWErJiDfqQ1OzqDVB7n5sVRmgMGG" https://api.example.org', covers: 'w4krRfbig4cEDWErJiDfqQ1OzqDVB7n5sVRmgMGG' },
      { text: 'headers: { authorization: `bearer tlJP7fujGfIbx2nvupbBJ-JYu8BYaHoUQvRtY7WrIp9Zl9HGH7pJWtxuIa46j9Sa` }', covers: 'tlJP7fujGfIbx2nvupbBJ-JYu8BYaHoUQvRtY7WrIp9Zl9HGH7pJWtxuIa46j9Sa' },
    ],
    ignore: ['Authorization: Bearer <token>', 'Authorization: Bearer ${TOKEN}', 'Bearer authentication is described in RFC 6750.', 'Bearer YOUR_ACCESS_TOKEN_HERE'],
  },
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
  examples: {
    match: [
      { text: 'Authorization: Basic SKz3FH0RFSh1N731pzjHYQsY==', covers: 'SKz3FH0RFSh1N731pzjHYQsY==' },
      { text: "headers['Authorization'] = 'Token b1bb59d6a38fda97ebdd293f4b55a7775e4822fd'", covers: 'b1bb59d6a38fda97ebdd293f4b55a7775e4822fd' },
      { text: 'authorization: Bot 3mwqicvF2Xe87XHoEFZxE35XTXgQBN3IEr4gP9X993d8K1bB2IMX3SnRnUb', covers: '3mwqicvF2Xe87XHoEFZxE35XTXgQBN3IEr4gP9X993d8K1bB2IMX3SnRnUb' },
    ],
    ignore: ['Authorization: Bearer', 'Authorization: Basic <base64>', 'authorization: required'],
  },
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
  examples: {
    match: [
      { text: 'curl -u admin:IblJqjfRMHR3 https://ci.example.org/api/json', covers: 'IblJqjfRMHR3' },
      { text: "curl --user 'deploy:bkl4xS0k3!' -X POST", covers: 'bkl4xS0k3!' },
    ],
    ignore: ['curl -u user:password https://example.org', 'curl -u "$USER:$PASS" https://example.org', 'git push -u origin main'],
  },
});

export const HTTP = provider('http', 'HTTP credentials', [bearer, header, curlUser], true);
