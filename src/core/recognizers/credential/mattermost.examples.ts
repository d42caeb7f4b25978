/** Own examples of the rules in mattermost.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mattermost-access-token': {
    match: [
      { text: "MATTERMOST_TOKEN=83a9xiva9yk44iyaouvjbnidgd", covers: "83a9xiva9yk44iyaouvjbnidgd" },
      { text: "{\"mattermost_api_key\": \"83a9xiva9yk44iyaouvjbnidgd\"}", covers: "83a9xiva9yk44iyaouvjbnidgd" },
    ],
    ignore: ["MATTERMOST_TOKEN=${MATTERMOST_TOKEN}", "MATTERMOST_TOKEN=83a9xiva"],
  },
};
