/** Own examples of the rule in in-pan.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'in-pan': {
    match: [
      { text: "PAN: HZQPA7706Q", covers: "HZQPA7706Q" },
      { text: "PAN card PNJPM1663D linked", covers: "PNJPM1663D" },
    ],
    ignore: ["PAN: ABCDE1234F", "sku ABCPD1234F"],
  },
};
