/** Own examples of the rules in drone-ci.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'drone-ci-token': {
    match: [
      { text: "DRONE_TOKEN=Vbo0UMSgiEaznYkbpflyrxVzakfrFtNN", covers: "Vbo0UMSgiEaznYkbpflyrxVzakfrFtNN" },
      { text: "{\"drone_api_key\": \"Vbo0UMSgiEaznYkbpflyrxVzakfrFtNN\"}", covers: "Vbo0UMSgiEaznYkbpflyrxVzakfrFtNN" },
    ],
    ignore: ["DRONE_TOKEN=${DRONE_TOKEN}", "DRONE_TOKEN=Vbo0UMSgiE"],
  },
};
