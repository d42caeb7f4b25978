/** Own examples of the rules in figma.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'figma-access-token': {
    match: [
      { text: 'X-Figma-Token: figd_WQmEKHUPECpVO7UNXZtZuP3py0g5d9DWVXTsH5E4', covers: 'figd_WQmEKHUPECpVO7UNXZtZuP3py0g5d9DWVXTsH5E4' },
      { text: 'X-Figma-Token: figd_WQmEKHUPECpVO7UNXZtZuP 3py0g5d9DWVXTsH5E4', covers: 'figd_WQmEKHUPECpVO7UNXZtZuP 3py0g5d9DWVXTsH5E4' },
    ],
    ignore: ['figd_WxUAAu1Yw0', 'FIGMA_TOKEN=figd_...'],
  },
};
