/**
 * Passwords written into a command line, where the tool takes them as a flag: the MySQL and
 * MariaDB clients' `-pSECRET` (no space: with a space the client asks for it), `sshpass -p`,
 * and `redis-cli -a`. People paste these lines from shell history and scripts.
 */
import { LABEL_VIEWS, credential, pattern, provider } from './_rule';
import { plausiblePairedPassword } from '../validators/secret-values';

/** A value as a shell word, in quotes or not: up to the next blank or quote. */
const WORD = `["']?(?<v>[^\\s"'-][^\\s"']{2,127})`;

const mysql = credential({
  id: 'cli-flags-mysql',
  description: 'Password in a MySQL or MariaDB client command line (-pSECRET)',
  label: 'PASSWORD',
  keywords: ['mysql', 'mariadb'],
  patterns: [pattern('(?<![\\w-])(?:mysql(?:dump|admin|sh|import|check)?|mariadb(?:-dump|-admin)?)(?![\\w-])[^\\n|;&]{0,200}?[ \\t]-p(?<v>[^\\s"\'-][^\\s"\']{2,127})')],
  views: LABEL_VIEWS,
  check: (value) => plausiblePairedPassword(value, 4),
  confidence: 0.9,
});

const sshpass = credential({
  id: 'cli-flags-sshpass',
  description: 'Password given to sshpass -p',
  label: 'PASSWORD',
  keywords: ['sshpass'],
  patterns: [pattern(`(?<![\\w-])sshpass[ \\t]+(?:-[a-oq-zA-Z][ \\t]+)*-p[ \\t]*${WORD}`)],
  views: LABEL_VIEWS,
  check: (value) => plausiblePairedPassword(value, 4),
  confidence: 0.9,
});

const redisCli = credential({
  id: 'cli-flags-redis-cli',
  description: 'Password given to redis-cli -a',
  label: 'PASSWORD',
  keywords: ['redis-cli'],
  patterns: [pattern(`(?<![\\w-])redis-cli(?![\\w-])[^\\n|;&]{0,200}?[ \\t](?:-a|--pass)[ \\t]+${WORD}`)],
  views: LABEL_VIEWS,
  check: (value) => plausiblePairedPassword(value, 4),
  confidence: 0.9,
});

export const CLI_FLAGS = provider('cli-flags', 'Passwords in command-line flags', [mysql, sshpass, redisCli], true);
