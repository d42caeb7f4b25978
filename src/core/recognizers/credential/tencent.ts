/** Tencent Cloud SecretIds (AKID + 32) and SecretKeys (32 characters next to a Tencent label). */
import { ALNUM, END, START, credential, labelled, pattern, provider, run } from './_rule';

const secret = credential({
  id: 'tencent-cloud-secret',
  description: 'Tencent Cloud SecretId or SecretKey',
  label: 'TENCENT_KEY',
  keywords: ['akid', 'tencent'],
  patterns: [pattern(START, 'AKID', run(ALNUM, 32), END), labelled('tencent', run(ALNUM, 32))],
  minEntropy: 3,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'TENCENTCLOUD_SECRET_ID=AKIDRFlhOQ7F8PxOCKxaXcimEjPrJnwe72QJ', covers: 'AKIDRFlhOQ7F8PxOCKxaXcimEjPrJnwe72QJ' },
      { text: 'TENCENTCLOUD_SECRET_ID=AKIDRFlhOQ7F8PxOCKxaX\ncimEjPrJnwe72QJ', covers: 'AKIDRFlhOQ7F8PxOCKxaX\ncimEjPrJnwe72QJ' },
      { text: 'TENCENTCLOUD_SECRET_KEY=lR1AY6b4aaT1Xj17I5oVrRxa09dFXlBQ', covers: 'lR1AY6b4aaT1Xj17I5oVrRxa09dFXlBQ' },
    ],
    ignore: ['AKIDYa7eapyW5371', 'tencent cloud region ap-guangzhou'],
  },
});

export const TENCENT = provider('tencent', 'Tencent Cloud', [secret]);
