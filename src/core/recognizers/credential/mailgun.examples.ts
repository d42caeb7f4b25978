/** Own examples of the rules in mailgun.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mailgun-api-key': {
    match: [
      { text: 'MAILGUN_API_KEY=key-796e74263ce5f2b305c944446288f9c2', covers: 'key-796e74263ce5f2b305c944446288f9c2' },
      { text: 'MAILGUN_API_KEY=key-796e74263ce5f2b30 5c944446288f9c2', covers: 'key-796e74263ce5f2b30 5c944446288f9c2' },
      { text: 'mailgun_signing_key: 910a29d223a6457d4b5cd02d1034539a-70366c12-fb15220c', covers: '910a29d223a6457d4b5cd02d1034539a-70366c12-fb15220c' },
    ],
    ignore: ['key-37b80e8d9c1c2d43c8c0c16770659b30', 'MAILGUN_API_KEY=key-your-api-key'],
  },
};
