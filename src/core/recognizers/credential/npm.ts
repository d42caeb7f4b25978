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
  examples: {
    match: [
      { text: '//registry.npmjs.org/:_authToken=npm_63LPxCYnmwkpvUTmrMX1y2flpvGROAT5BhEp', covers: 'npm_63LPxCYnmwkpvUTmrMX1y2flpvGROAT5BhEp' },
      { text: 'NPM_TOKEN: npm O1x4qYfYYcu81PXzaSX6VJaN2qDLFyyjgpjT', covers: 'npm O1x4qYfYYcu81PXzaSX6VJaN2qDLFyyjgpjT' },
    ],
    ignore: ['npm_8wI3zY5fyOwQH2hpgcuo', 'npm install npm_config_loglevel_is_not_a_token_at_all_ok'],
  },
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
  examples: {
    match: [
      { text: '//npm.pkg.github.com/:_authToken=50b8511a-8b6c-4612-add0-ddb7d505d4f6', covers: '50b8511a-8b6c-4612-add0-ddb7d505d4f6' },
    ],
    ignore: ['//registry.npmjs.org/:_authToken=${NPM_TOKEN}', '_authToken=<token>'],
  },
});

export const NPM = provider('npm', 'npm', [accessToken, npmrc]);
