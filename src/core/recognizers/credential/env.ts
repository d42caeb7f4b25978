/**
 * `.env`-style lines: `NAME=value` (optionally `export`ed, quoted, with a trailing comment) where
 * the upper-case name says secret, token, password, key, credential, auth or salt and the value
 * passes the password or token test for that kind. Names that describe a secret (`TOKEN_URL`) and
 * values that point elsewhere (`${VAULT_TOKEN}`, `/run/secrets/db`) are left alone; lower-case
 * names are code (`key = arg.slice(1)`) and are left to the generic assignment rule.
 */
import { LABEL_VIEWS, credential, provider } from './_rule';
import { secretKind } from './_labels';
import { plausiblePassword, plausibleToken } from '../validators/secret-values';

const LINE =
  '[ \\t]*(?:export[ \\t]+)?(?<k>[A-Z_][A-Z0-9_.-]{0,80})[ \\t]*=[ \\t]*(?<q>["\']?)(?<v>[^\\s"\'#]{1,512})\\k<q>[ \\t]*(?:#[^\\n]*)?(?=\\r?\\n|$)';

const line = credential({
  id: 'env-secret-assignment',
  description: 'Secret in an environment-file line',
  label: 'SECRET',
  keywords: ['secret', 'token', 'pass', 'pwd', 'key', 'auth', 'credential', 'salt'],
  // The first line, then every line after a newline: anchoring on the newline character lets
  // the pattern skip the rest of the text quickly, which `^` with the m flag does not.
  patterns: [new RegExp(`^${LINE}`, 'g'), new RegExp(`\\n${LINE}`, 'g')],
  views: LABEL_VIEWS,
  allowDummy: true,
  check: (value, ctx) => {
    const kind = secretKind(ctx.match.groups?.['k'] ?? '');
    if (kind === 'password') return plausiblePassword(value);
    return kind === 'token' && plausibleToken(value, 10, 3);
  },
  confidence: 0.85,
});

export const ENV = provider('env', 'Environment files', [line], true);
