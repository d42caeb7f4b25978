/** Own examples of the rules in infracost.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'infracost-api-token': {
    match: [
      { text: "INFRACOST_TOKEN=ico-fXq0gonutpNxniLvLFB94zbmroo4nuJf", covers: "ico-fXq0gonutpNxniLvLFB94zbmroo4nuJf" },
      { text: "Here is the key: ico-fXq0gonutpNxniLvLFB94zbmroo4nuJf (rotate it)", covers: "ico-fXq0gonutpNxniLvLFB94zbmroo4nuJf" },
    ],
    ignore: ["INFRACOST_TOKEN=ico-LFcsQn4mgO", "ico-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
