/** Own examples of the rules in todoist.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'todoist-api-token': {
    match: [
      { text: "TODOIST_TOKEN=788426b00017b1918414f4dda962e6cb707ee83d", covers: "788426b00017b1918414f4dda962e6cb707ee83d" },
      { text: "{\"todoist_api_key\": \"788426b00017b1918414f4dda962e6cb707ee83d\"}", covers: "788426b00017b1918414f4dda962e6cb707ee83d" },
    ],
    ignore: ["TODOIST_TOKEN=${TODOIST_TOKEN}", "TODOIST_TOKEN=788426b00017b"],
  },
};
