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
});

export const ALIBABA = provider('alibaba', 'Alibaba Cloud', [accessKey]);
