/** Own examples of the rules in tencent.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'tencent-cloud-secret': {
    match: [
      { text: 'TENCENTCLOUD_SECRET_ID=AKIDRFlhOQ7F8PxOCKxaXcimEjPrJnwe72QJ', covers: 'AKIDRFlhOQ7F8PxOCKxaXcimEjPrJnwe72QJ' },
      { text: 'TENCENTCLOUD_SECRET_ID=AKIDRFlhOQ7F8PxOCKxaX\ncimEjPrJnwe72QJ', covers: 'AKIDRFlhOQ7F8PxOCKxaX\ncimEjPrJnwe72QJ' },
      { text: 'TENCENTCLOUD_SECRET_KEY=lR1AY6b4aaT1Xj17I5oVrRxa09dFXlBQ', covers: 'lR1AY6b4aaT1Xj17I5oVrRxa09dFXlBQ' },
    ],
    ignore: ['AKIDYa7eapyW5371', 'tencent cloud region ap-guangzhou'],
  },
};
