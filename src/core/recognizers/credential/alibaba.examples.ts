/** Own examples of the rules in alibaba.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'alibaba-access-key': {
    match: [
      { text: 'ALIBABA_CLOUD_ACCESS_KEY_ID=LTAIZQPghOpzGpdCGAe40O1c', covers: 'LTAIZQPghOpzGpdCGAe40O1c' },
      { text: 'ALIBABA_CLOUD_ACCESS_KEY_ID=LTAIZQPghOpzGp\ndCGAe40O1c', covers: 'LTAIZQPghOpzGp\ndCGAe40O1c' },
      { text: 'AccessKeySecret: 6XC4SOHDMm0lM7EXg3LcmQxxq8AGom', covers: '6XC4SOHDMm0lM7EXg3LcmQxxq8AGom' },
    ],
    ignore: ['LTAItnWNCXVJCN', 'access_key_secret = <your secret>'],
  },
};
