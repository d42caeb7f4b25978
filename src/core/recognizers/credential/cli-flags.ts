/**
 * Passwords written into a command line, where the tool takes them as a flag: the MySQL and
 * MariaDB clients' `-pSECRET` (no space: with a space the client asks for it), `sshpass -p`,
 * and `redis-cli -a`. People paste these lines from shell history and scripts.
 */
import { LABEL_VIEWS, credential, pattern, provider } from './_rule';
import { plausiblePairedPassword } from '../validators/secret-values';

/** A value as a shell word, in quotes or not: up to the next blank or quote. */
const WORD = `["']?(?<v>[^\\s"'-][^\\s"']{2,127})`;

/** A password the tool takes as a flag: the checks every such rule shares. */
function flagPassword(id: string, description: string, keywords: readonly string[], source: string) {
  return credential({
    id,
    description,
    label: 'PASSWORD',
    keywords,
    patterns: [pattern(source)],
    views: LABEL_VIEWS,
    check: (value) => plausiblePairedPassword(value, 4),
    confidence: 0.9,
  });
}

const mysql = flagPassword(
  'cli-flags-mysql',
  'Password in a MySQL or MariaDB client command line (-pSECRET)',
  ['mysql', 'mariadb'],
  // No quotes and no space after -p: with a space the client asks for the password.
  '(?<![\\w-])(?:mysql(?:dump|admin|sh|import|check)?|mariadb(?:-dump|-admin)?)(?![\\w-])[^\\n|;&]{0,200}?[ \\t]-p(?<v>[^\\s"\'-][^\\s"\']{2,127})',
);

const sshpass = flagPassword('cli-flags-sshpass', 'Password given to sshpass -p', ['sshpass'], `(?<![\\w-])sshpass[ \\t]+(?:-[a-oq-zA-Z][ \\t]+)*-p[ \\t]*${WORD}`);

const redisCli = flagPassword(
  'cli-flags-redis-cli',
  'Password given to redis-cli -a',
  ['redis-cli'],
  `(?<![\\w-])redis-cli(?![\\w-])[^\\n|;&]{0,200}?[ \\t](?:-a|--pass)[ \\t]+${WORD}`,
);

export const CLI_FLAGS = provider('cli-flags', 'Passwords in command-line flags', [mysql, sshpass, redisCli], true);
