/** Own examples of the rules in linode.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'linode-api-token': {
    match: [
      { text: "LINODE_TOKEN=75c3655af61ad8423e1ad4773108379a4424e61571a2948f00a01011b5c08001", covers: "75c3655af61ad8423e1ad4773108379a4424e61571a2948f00a01011b5c08001" },
      { text: "{\"linode_api_key\": \"75c3655af61ad8423e1ad4773108379a4424e61571a2948f00a01011b5c08001\"}", covers: "75c3655af61ad8423e1ad4773108379a4424e61571a2948f00a01011b5c08001" },
    ],
    ignore: ["LINODE_TOKEN=${LINODE_TOKEN}", "LINODE_TOKEN=75c3655af61ad8423e1ad"],
  },
};
