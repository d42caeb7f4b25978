/** Own examples of the rule in kr-rrn.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'kr-rrn': {
    match: [
      { text: "주민등록번호 820128-2072384", covers: "820128-2072384" },
      { text: "RRN: 740311-2118484", covers: "740311-2118484" },
    ],
    ignore: ["invoice 991301-1234567", "ticket 850101-1234560"],
  },
};
