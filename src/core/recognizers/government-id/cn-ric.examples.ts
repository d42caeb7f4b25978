/** Own examples of the rule in cn-ric.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cn-ric': {
    match: [
      { text: "身份证号码：110101195805141127", covers: "110101195805141127" },
      { text: "ID 510107196710052452 on file", covers: "510107196710052452" },
    ],
    ignore: ["110101199003071234 (bad check)", "trace 123456789012345678"],
  },
};
