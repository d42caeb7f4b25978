/** Own examples of the rules in heroku.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'heroku-api-key': {
    match: [
      { text: 'HEROKU_API_KEY=HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAPI4NpXqT7FbSNJwu_KpWS-pgmc6', covers: 'HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAPI4NpXqT7FbSNJwu_KpWS-pgmc6' },
      { text: 'HEROKU_API_KEY=HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAP\nI4NpXqT7FbSNJwu_KpWS-pgmc6', covers: 'HRKU-AA8tfULyDvwNFEx5CSFsPLVYLi70rSXtAP\nI4NpXqT7FbSNJwu_KpWS-pgmc6' },
      { text: 'const HEROKU_KEY = "8d97559f-bc28-4f18-8932-3f4a1df652f4"', covers: '8d97559f-bc28-4f18-8932-3f4a1df652f4' },
    ],
    ignore: ['const HEROKU_KEY = "12345678-ABCD-ABCD-ABCD-1234567890AB"', 'request id 993ef4c0-bc18-42b5-8f79-e3589780dbb2'],
  },
};
