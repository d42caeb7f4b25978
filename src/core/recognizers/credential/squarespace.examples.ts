/** Own examples of the rules in squarespace.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'squarespace-access-token': {
    match: [
      { text: "SQUARESPACE_TOKEN=b61946ca-f031-4827-abe6-dbf4c2b31ae3", covers: "b61946ca-f031-4827-abe6-dbf4c2b31ae3" },
      { text: "{\"squarespace_api_key\": \"b61946ca-f031-4827-abe6-dbf4c2b31ae3\"}", covers: "b61946ca-f031-4827-abe6-dbf4c2b31ae3" },
    ],
    ignore: ["SQUARESPACE_TOKEN=${SQUARESPACE_TOKEN}", "SQUARESPACE_TOKEN=b61946ca-f03"],
  },
};
