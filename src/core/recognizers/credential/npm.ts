/**
 * npm access tokens (npm_ + 36) and the auth token line of an .npmrc, which may also hold an
 * older UUID-shaped token.
 */
import { ALNUM, END, LABEL_VIEWS, START, credential, labelled, pattern, provider, run } from './_rule';
import { plausibleToken } from '../validators/secret-values';

const accessToken = credential({
  id: 'npm-access-token',
  description: 'npm access token',
  label: 'NPM_TOKEN',
  keywords: ['npm'],
  patterns: [pattern(START, 'npm[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
});

const npmrc = credential({
  id: 'npm-npmrc-auth-token',
  description: 'npm registry auth token in .npmrc',
  label: 'NPM_TOKEN',
  keywords: ['_authtoken'],
  patterns: [labelled('_authtoken', '[A-Za-z0-9._~+/-]{20,200}={0,2}', '(?![A-Za-z0-9._~+/=-])')],
  views: LABEL_VIEWS,
  check: (value) => plausibleToken(value, 20, 3),
  confidence: 0.95,
});

export const NPM = provider('npm', 'npm', [accessToken, npmrc]);
