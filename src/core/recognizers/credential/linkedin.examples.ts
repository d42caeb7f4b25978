/** Own examples of the rules in linkedin.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'linkedin-client-secret': {
    match: [
      { text: "LINKEDIN_TOKEN=kD8AcbCeweJPK0G5", covers: "kD8AcbCeweJPK0G5" },
      { text: "{\"linkedin_api_key\": \"kD8AcbCeweJPK0G5\"}", covers: "kD8AcbCeweJPK0G5" },
    ],
    ignore: ["LINKEDIN_TOKEN=${LINKEDIN_TOKEN}", "LINKEDIN_TOKEN=kD8Ac"],
  },
};
