/** Own examples of the rules in url-credential.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'url-password': {
    match: [
      { text: 'DB="postgres\n://ops:Zq8fLm2\nPw4XrT@db-7\n.corp.lan:5\n432/main"\nNEXT=1', covers: 'Zq8fLm2\nPw4XrT' },
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
};
