/** Own examples of the rules in freshdesk.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'freshdesk-api-key': {
    match: [
      { text: "FRESHDESK_TOKEN=LwGCNB4vGB8JjBJJd1SY", covers: "LwGCNB4vGB8JjBJJd1SY" },
      { text: "{\"freshdesk_api_key\": \"LwGCNB4vGB8JjBJJd1SY\"}", covers: "LwGCNB4vGB8JjBJJd1SY" },
    ],
    ignore: ["FRESHDESK_TOKEN=${FRESHDESK_TOKEN}", "FRESHDESK_TOKEN=LwGCNB"],
  },
};
