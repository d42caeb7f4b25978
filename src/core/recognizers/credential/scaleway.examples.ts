/** Own examples of the rules in scaleway.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'scaleway-access-key': {
    match: [
      { text: "SCALEWAY_TOKEN=SCWKFLLFPSMQQFYXI2N8", covers: "SCWKFLLFPSMQQFYXI2N8" },
      { text: "config: { scaleway_secret: \"SCWKFLLFPSMQQFYXI2N8\" }", covers: "SCWKFLLFPSMQQFYXI2N8" },
    ],
    ignore: ["SCALEWAY_TOKEN=${SCALEWAY_TOKEN}", "See the Scaleway documentation for how to create a token."],
  },
  'scaleway-secret-key': {
    match: [
      { text: "SCW_TOKEN=9d95e8de-dbaf-4e35-ac1b-117b722a3835", covers: "9d95e8de-dbaf-4e35-ac1b-117b722a3835" },
      { text: "{\"scw_api_key\": \"9d95e8de-dbaf-4e35-ac1b-117b722a3835\"}", covers: "9d95e8de-dbaf-4e35-ac1b-117b722a3835" },
    ],
    ignore: ["SCW_TOKEN=${SCW_TOKEN}", "SCW_TOKEN=9d95e8de-dba"],
  },
};
