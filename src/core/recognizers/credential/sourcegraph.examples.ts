/** Own examples of the rules in sourcegraph.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sourcegraph-access-token': {
    match: [
      { text: "SOURCEGRAPH_TOKEN=sgp_eb471dd1bebbbb99_263300a416c7eeb75ed4ec376889e767285a0e36", covers: "sgp_eb471dd1bebbbb99_263300a416c7eeb75ed4ec376889e767285a0e36" },
      { text: "config: { sourcegraph_secret: \"sgp_eb471dd1bebbbb99_263300a416c7eeb75ed4ec376889e767285a0e36\" }", covers: "sgp_eb471dd1bebbbb99_263300a416c7eeb75ed4ec376889e767285a0e36" },
    ],
    ignore: ["SOURCEGRAPH_TOKEN=${SOURCEGRAPH_TOKEN}", "See the Sourcegraph documentation for how to create a token."],
  },
};
