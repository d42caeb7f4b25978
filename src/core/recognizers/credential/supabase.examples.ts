/** Own examples of the rules in supabase.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'supabase-secret-key': {
    match: [
      { text: 'SUPABASE_ACCESS_TOKEN=sbp_8edc1027007a421c76cfe6e0c97b9cc3242b6c6e', covers: 'sbp_8edc1027007a421c76cfe6e0c97b9cc3242b6c6e' },
      { text: 'SUPABASE_ACCESS_TOKEN=sbp_8edc1027007a421c76cfe6\ne0c97b9cc3242b6c6e', covers: 'sbp_8edc1027007a421c76cfe6\ne0c97b9cc3242b6c6e' },
      { text: 'SUPABASE_SECRET_KEY=sb_secret_fagkfI1cQUHInptfE0TecdsmxbYOVpz', covers: 'sb_secret_fagkfI1cQUHInptfE0TecdsmxbYOVpz' },
    ],
    ignore: ['sb_publishable_8BdHCjAlcAPLhVBc4yoEuhMYNs11ZLn', 'SUPABASE_SECRET_KEY=sb_secret_...', 'sbp_ebea7b694e2dc252c622eb256f4a77'],
  },
};
