/** Own examples of the rule in mx-curp.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mx-curp': {
    match: [
      { text: "CURP: PENE821017HJCMTG04", covers: "PENE821017HJCMTG04" },
      { text: "curp del cliente GURA500725MMCMGX07", covers: "GURA500725MMCMGX07" },
    ],
    ignore: ["GOMA850101HDFRRN01 (bad check)", "ABCD123456HXXBCD12"],
  },
};
