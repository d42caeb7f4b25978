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
  examples: {
    match: [
      { text: 'DATABASE_URL=postgres://app:88umntnCgiVsT3bw@db.internal:5432/prod', covers: '88umntnCgiVsT3bw' },
      { text: 'mongodb+srv://admin:S3cure%21vDu0BFxH@cluster0.ab1cd.mongodb.net/?retryWrites=true', covers: 'S3cure%21vDu0BFxH' },
      { text: 'redis://:eZ7m8Yv1FDpqHAbKIfTq@cache:6379/0', covers: 'eZ7m8Yv1FDpqHAbKIfTq' },
      { text: 'amqp://guest:DziaFUPmxDSF@rabbit/vhost', covers: 'DziaFUPmxDSF' },
      { text: 'postgres://app:Wq9#kL2?v8@db:5432/prod', covers: 'Wq9#kL2?v8' },
      { text: 'https://deploy:p@ss-l3To0W7vPw@git.example.org/repo.git', covers: 'p@ss-l3To0W7vPw' },
    ],
    ignore: [
      'postgres://user:password@localhost:5432/db',
      'mysql://root:${MYSQL_ROOT_PASSWORD}@db/app',
      'redis://:****@cache:6379',
      'postgresql://user:pass@host/db',
      'https://example.com:8443/path?x=1',
      'ssh://git@github.com:acme/app.git',
      'postgres://<user>:<password>@<host>/<db>',
    ],
  },
});

export const URL_CREDENTIAL = provider('url', 'Credentials in URLs', [password], true);
