/** Own examples of the rules in env.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'env-secret-assignment': {
    match: [
      { text: 'DB_PASSWORD=NcFJMl7!x', covers: 'NcFJMl7!x' },
      { text: 'export JWT_SIGNING_KEY="UHgSLae1cxlfe8RehMelgJgKOEWsY9EZ"', covers: 'UHgSLae1cxlfe8RehMelgJgKOEWsY9EZ' },
      { text: 'SESSION_SALT=3bdabc4e01fbcd9504bca7a5  # rotate yearly', covers: '3bdabc4e01fbcd9504bca7a5' },
      { text: 'APP_KEY=base64:zXkORDp94/juCsp9OqgxhCvxIuBjqk/UwCJYaHRSndc=', covers: 'base64:zXkORDp94/juCsp9OqgxhCvxIuBjqk/UwCJYaHRSndc=' },
    ],
    ignore: [
      'DB_PASSWORD=changeme',
      'API_TOKEN=${VAULT_TOKEN}',
      'TOKEN_URL=https://auth.example.org/token',
      'NEXT_PUBLIC_API_KEY=DbQHuu66G8Jjj7Fx7Jb1MCvf2uYbFo3t',
      'MAX_TOKENS=4096',
      'PASSWORD_MIN_LENGTH=12',
      'SECRET_FILE=/run/secrets/db_password',
      'AUTH_ENABLED=true',
      'KEYBOARD_LAYOUT=us-intl',
    ],
  },
};
