/** Own examples of the rules in harbor.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'harbor-robot-secret': {
    match: [
      { text: "HARBOR_TOKEN=KjmoJLap6tVtENhwcrU9nCkBZHNCXFvN", covers: "KjmoJLap6tVtENhwcrU9nCkBZHNCXFvN" },
      { text: "{\"harbor_api_key\": \"KjmoJLap6tVtENhwcrU9nCkBZHNCXFvN\"}", covers: "KjmoJLap6tVtENhwcrU9nCkBZHNCXFvN" },
    ],
    ignore: ["HARBOR_TOKEN=${HARBOR_TOKEN}", "HARBOR_TOKEN=KjmoJLap6t"],
  },
};
