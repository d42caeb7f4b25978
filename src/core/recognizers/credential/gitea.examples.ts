/** Own examples of the rules in gitea.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'gitea-access-token': {
    match: [
      { text: "GITEA_TOKEN=877d79525f5f5f5794f7ba593804f862d4d1b02f", covers: "877d79525f5f5f5794f7ba593804f862d4d1b02f" },
      { text: "{\"gitea_api_key\": \"877d79525f5f5f5794f7ba593804f862d4d1b02f\"}", covers: "877d79525f5f5f5794f7ba593804f862d4d1b02f" },
    ],
    ignore: ["GITEA_TOKEN=${GITEA_TOKEN}", "GITEA_TOKEN=877d79525f5f5"],
  },
};
