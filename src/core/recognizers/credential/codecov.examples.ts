/** Own examples of the rules in codecov.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'codecov-upload-token': {
    match: [
      { text: "CODECOV_TOKEN=64c523a6-059d-4ed7-ac3d-0b4b13bdba5b", covers: "64c523a6-059d-4ed7-ac3d-0b4b13bdba5b" },
      { text: "{\"codecov_api_key\": \"64c523a6-059d-4ed7-ac3d-0b4b13bdba5b\"}", covers: "64c523a6-059d-4ed7-ac3d-0b4b13bdba5b" },
    ],
    ignore: ["CODECOV_TOKEN=${CODECOV_TOKEN}", "CODECOV_TOKEN=64c523a6-059"],
  },
};
