/** Own examples of the rules in ovh.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ovh-application-secret': {
    match: [
      { text: "OVH_TOKEN=8zr1KrM10ljxi3TUn02pNXcIKdVM7rDb", covers: "8zr1KrM10ljxi3TUn02pNXcIKdVM7rDb" },
      { text: "{\"ovh_api_key\": \"8zr1KrM10ljxi3TUn02pNXcIKdVM7rDb\"}", covers: "8zr1KrM10ljxi3TUn02pNXcIKdVM7rDb" },
    ],
    ignore: ["OVH_TOKEN=${OVH_TOKEN}", "OVH_TOKEN=8zr1KrM10l"],
  },
};
