/** Own examples of the rules in gitter.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'gitter-access-token': {
    match: [
      { text: "GITTER_TOKEN=7aa04a4665b711b4a3b8c3e959b1deec4f1beab4", covers: "7aa04a4665b711b4a3b8c3e959b1deec4f1beab4" },
      { text: "{\"gitter_api_key\": \"7aa04a4665b711b4a3b8c3e959b1deec4f1beab4\"}", covers: "7aa04a4665b711b4a3b8c3e959b1deec4f1beab4" },
    ],
    ignore: ["GITTER_TOKEN=${GITTER_TOKEN}", "GITTER_TOKEN=7aa04a4665b71"],
  },
};
