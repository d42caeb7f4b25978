/** Own examples of the rules in box.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'box-developer-token': {
    match: [
      { text: "BOX_TOKEN=XB1NPxXj54dUffezVRtHgNWxZiSrf958", covers: "XB1NPxXj54dUffezVRtHgNWxZiSrf958" },
      { text: "{\"box_api_key\": \"XB1NPxXj54dUffezVRtHgNWxZiSrf958\"}", covers: "XB1NPxXj54dUffezVRtHgNWxZiSrf958" },
    ],
    ignore: ["BOX_TOKEN=${BOX_TOKEN}", "BOX_TOKEN=XB1NPxXj54"],
  },
};
