/** Own examples of the rules in adobe.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'adobe-client-secret': {
    match: [
      { text: 'ADOBE_CLIENT_SECRET=p8e-jdctBYVhnSg9EH6yO4GFQRC5xLRwI0b2', covers: 'p8e-jdctBYVhnSg9EH6yO4GFQRC5xLRwI0b2' },
      { text: 'ADOBE_CLIENT_SECRET=p8e-jdctBYVhnSg9EH6yO\n4GFQRC5xLRwI0b2', covers: 'p8e-jdctBYVhnSg9EH6yO\n4GFQRC5xLRwI0b2' },
    ],
    ignore: ['p8e-6r08QZJi6gkfsUFRDzsL'],
  },
};
