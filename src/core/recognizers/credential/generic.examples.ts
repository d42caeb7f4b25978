/** Own examples of the rules in generic.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'generic-secret-assignment': {
    match: [
      { text: 'db_password = "RTTrMiny9$q"', covers: 'RTTrMiny9$q' },
      { text: '{"client_secret": "c4oQu-5VHNKESiIWCCd4L6eXZorDQrvIJCPGUljm", "client_id": "acme"}', covers: 'c4oQu-5VHNKESiIWCCd4L6eXZorDQrvIJCPGUljm' },
      { text: 'spring:\n  datasource:\n    password: 6v5F3N9cmy#2', covers: '6v5F3N9cmy#2' },
      { text: 'curl "https://api.example.org/v1/items?access_token=Rj7AzDuSOTF87qjenm34JYsidYyzd1M8&page=2"', covers: 'Rj7AzDuSOTF87qjenm34JYsidYyzd1M8' },
      { text: "$apiKey = '9ORRv91gPIsTZCOGNc9yXdgWgfBnwxvz';", covers: '9ORRv91gPIsTZCOGNc9yXdgWgfBnwxvz' },
      { text: 'Server=db;Database=app;User Id=sa;Password=4tWZNKWfu6q7!;', covers: '4tWZNKWfu6q7!' },
      { text: 'x-api-key: ZKhwJb6LegNy8MpuPWkz5GQRWoHeSYll1NUbzA3z', covers: 'ZKhwJb6LegNy8MpuPWkz5GQRWoHeSYll1NUbzA3z' },
    ],
    ignore: [
      'Our password policy: minimum 12 characters, rotated yearly.',
      'The token bucket refills at 10 tokens per second.',
      'Secret Santa: draw names by Friday!',
      'password = os.environ["DB_PASSWORD"]',
      'token: ${{ secrets.GITHUB_TOKEN }}',
      'api_key = "<your-api-key>"',
      'password: string;',
      'PASSWORD_MIN_LENGTH: 12',
      'max_tokens: 4096',
      '"password": "Password"',
      'const token = await getToken(user);',
      'tokenizer = AutoTokenizer.from_pretrained(name)',
      '"forgot_password": "Forgot your password?"',
      'public_key: TQy1Ijjmko5IsxKSr3Gyrb0db1rt8bM2GJaLg5JU',
      'next_page_token: Op3bYRJGLuk1MKeliMcpgf1GB73McC4xpkGibN2x',
      '"token_type": "Bearer"',
    ],
  },
  'generic-password-sentence': {
    match: [
      { text: 'my password is ToumO8k4#2 so please log in', covers: 'ToumO8k4#2' },
      { text: 'The wifi password for guest-net is LpWXGezEp7.', covers: 'LpWXGezEp7' },
    ],
    ignore: [
      'The password is incorrect.',
      'Your password was changed yesterday.',
      'The password is stored in the vault.',
      'password is required',
      'the passphrase is twelve words long',
    ],
  },
};
