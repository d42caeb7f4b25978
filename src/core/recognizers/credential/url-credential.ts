/**
 * Passwords inside URLs: scheme://user:password@host for databases (postgres, mysql, mongodb+srv,
 * redis, amqp, mssql …) and any other scheme. Only the password is masked. Placeholders
 * (`:password@`, `:${DB_PASS}@`, `:****@`) and the two-letter filler of docs are not.
 */
import { WRAPPED_VIEWS, credential, pattern, provider } from './_rule';
import { plausiblePairedPassword } from '../validators/secret-values';

const password = credential({
  id: 'url-password',
  description: 'Password in a URL (database or service connection string)',
  label: 'PASSWORD',
  keywords: ['://'],
  patterns: [pattern('://(?<=[A-Za-z0-9+.-]://)[^\\s:/?#@"\'<>\\[\\]]{0,128}:(?<v>[^\\s/"\'<>]{1,256})@(?=[A-Za-z0-9\\[._-])')],
  views: WRAPPED_VIEWS,
  check: (value) => plausiblePairedPassword(value, 3),
  confidence: 0.92,
});

export const URL_CREDENTIAL = provider('url', 'Credentials in URLs', [password], true);
