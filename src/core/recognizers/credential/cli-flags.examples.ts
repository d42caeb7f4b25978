/** Own examples of the rules in cli-flags.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cli-flags-mysql': {
    match: [
      { text: 'mysql -u root -pS3cretPass! -h db.internal', covers: 'S3cretPass!' },
      { text: 'mysqldump --single-transaction -u backup -pQm7vX2rT9k shop > shop.sql', covers: 'Qm7vX2rT9k' },
      { text: 'docker exec db mariadb -uapp -pW1nter-Lake-88 app_db', covers: 'W1nter-Lake-88' },
    ],
    ignore: ['mysql -u root -p -h db.internal', 'mysql -u root -p$MYSQL_PASSWORD', 'mysql -u root -pPASSWORD', 'grep -p pattern file', 'mysql -h db -P 3306 -u app'],
  },
  'cli-flags-sshpass': {
    match: [
      { text: "sshpass -p 'Tr0ub4dor&3' ssh deploy@10.0.4.12", covers: 'Tr0ub4dor&3' },
      { text: 'sshpass -pKq8vR2xZ scp build.tgz ops@host:/srv', covers: 'Kq8vR2xZ' },
    ],
    ignore: ['sshpass -f ~/.pw ssh host', 'sshpass -p "$SSHPASS" ssh host', 'sshpass -e ssh host'],
  },
  'cli-flags-redis-cli': {
    match: [
      { text: 'redis-cli -h cache.internal -p 6379 -a Zk9pQ2xR7vT4 ping', covers: 'Zk9pQ2xR7vT4' },
      { text: 'redis-cli --pass "mB4!rT8qL2" info', covers: 'mB4!rT8qL2' },
    ],
    ignore: ['redis-cli -h cache.internal ping', 'redis-cli -a $REDIS_PASSWORD ping', 'redis-cli -a <password>'],
  },
};
