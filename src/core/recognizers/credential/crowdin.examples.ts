/** Own examples of the rules in crowdin.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'crowdin-api-token': {
    match: [
      { text: "CROWDIN_TOKEN=7f800fba1b3106c218cc680de37a50e3f73cbb821a98f360acd6c6141548eb9a4fb5c935eaa6ed56", covers: "7f800fba1b3106c218cc680de37a50e3f73cbb821a98f360acd6c6141548eb9a4fb5c935eaa6ed56" },
      { text: "{\"crowdin_api_key\": \"7f800fba1b3106c218cc680de37a50e3f73cbb821a98f360acd6c6141548eb9a4fb5c935eaa6ed56\"}", covers: "7f800fba1b3106c218cc680de37a50e3f73cbb821a98f360acd6c6141548eb9a4fb5c935eaa6ed56" },
    ],
    ignore: ["CROWDIN_TOKEN=${CROWDIN_TOKEN}", "CROWDIN_TOKEN=7f800fba1b3106c218cc680de3"],
  },
};
