/** Alibaba Cloud AccessKey ids (LTAI + 20) and AccessKey secrets (30 characters next to an Alibaba label). */
import { ALNUM, END, START, credential, labelled, pattern, provider, run } from './_rule';

const accessKey = credential({
  id: 'alibaba-access-key',
  description: 'Alibaba Cloud AccessKey id or secret',
  label: 'ALIBABA_KEY',
  keywords: ['ltai', 'alibaba', 'aliyun', 'accesskeysecret', 'access_key_secret'],
  patterns: [
    pattern(START, 'LTAI', run(ALNUM, 20), END),
    labelled('(?:alibaba|aliyun|access[_ .-]?key[_ .-]?secret)', run(ALNUM, 30)),
  ],
  minEntropy: 3,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'ALIBABA_CLOUD_ACCESS_KEY_ID=LTAIZQPghOpzGpdCGAe40O1c', covers: 'LTAIZQPghOpzGpdCGAe40O1c' },
      { text: 'ALIBABA_CLOUD_ACCESS_KEY_ID=LTAIZQPghOpzGp\ndCGAe40O1c', covers: 'LTAIZQPghOpzGp\ndCGAe40O1c' },
      { text: 'AccessKeySecret: 6XC4SOHDMm0lM7EXg3LcmQxxq8AGom', covers: '6XC4SOHDMm0lM7EXg3LcmQxxq8AGom' },
    ],
    ignore: ['LTAItnWNCXVJCN', 'access_key_secret = <your secret>'],
  },
});

export const ALIBABA = provider('alibaba', 'Alibaba Cloud', [accessKey]);
