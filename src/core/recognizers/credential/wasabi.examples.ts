/** Own examples of the rules in wasabi.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'wasabi-secret-key': {
    match: [
      { text: "WASABI_TOKEN=/GmAFNnObqKQhK2xcFogbKWWN7UzOcIIFjPriiKX", covers: "/GmAFNnObqKQhK2xcFogbKWWN7UzOcIIFjPriiKX" },
      { text: "{\"wasabi_api_key\": \"/GmAFNnObqKQhK2xcFogbKWWN7UzOcIIFjPriiKX\"}", covers: "/GmAFNnObqKQhK2xcFogbKWWN7UzOcIIFjPriiKX" },
    ],
    ignore: ["WASABI_TOKEN=${WASABI_TOKEN}", "WASABI_TOKEN=/GmAFNnObqKQh"],
  },
};
