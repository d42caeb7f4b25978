/** Own examples of the rules in runpod.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'runpod-api-key': {
    match: [
      { text: "RUNPOD_TOKEN=VNZG76LN4VZRY6LAQQHJ22ZW4CAWHKV0", covers: "VNZG76LN4VZRY6LAQQHJ22ZW4CAWHKV0" },
      { text: "{\"runpod_api_key\": \"VNZG76LN4VZRY6LAQQHJ22ZW4CAWHKV0\"}", covers: "VNZG76LN4VZRY6LAQQHJ22ZW4CAWHKV0" },
    ],
    ignore: ["RUNPOD_TOKEN=${RUNPOD_TOKEN}", "RUNPOD_TOKEN=VNZG76LN4V"],
  },
};
