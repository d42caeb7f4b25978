/** Own examples of the rules in npm.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'npm-access-token': {
    match: [
      { text: '//registry.npmjs.org/:_authToken=npm_63LPxCYnmwkpvUTmrMX1y2flpvGROAT5BhEp', covers: 'npm_63LPxCYnmwkpvUTmrMX1y2flpvGROAT5BhEp' },
      { text: 'NPM_TOKEN: npm O1x4qYfYYcu81PXzaSX6VJaN2qDLFyyjgpjT', covers: 'npm O1x4qYfYYcu81PXzaSX6VJaN2qDLFyyjgpjT' },
    ],
    ignore: ['npm_8wI3zY5fyOwQH2hpgcuo', 'npm install npm_config_loglevel_is_not_a_token_at_all_ok'],
  },
  'npm-npmrc-auth-token': {
    match: [
      { text: '//npm.pkg.github.com/:_authToken=50b8511a-8b6c-4612-add0-ddb7d505d4f6', covers: '50b8511a-8b6c-4612-add0-ddb7d505d4f6' },
    ],
    ignore: ['//registry.npmjs.org/:_authToken=${NPM_TOKEN}', '_authToken=<token>'],
  },
};
