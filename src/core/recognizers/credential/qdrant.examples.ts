/** Own examples of the rules in qdrant.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'qdrant-api-key': {
    match: [
      { text: "QDRANT_TOKEN=oVGYwdXBosaCUzxyCHv5yEQdZxvNmIK5Pad4kj7C", covers: "oVGYwdXBosaCUzxyCHv5yEQdZxvNmIK5Pad4kj7C" },
      { text: "{\"qdrant_api_key\": \"oVGYwdXBosaCUzxyCHv5yEQdZxvNmIK5Pad4kj7C\"}", covers: "oVGYwdXBosaCUzxyCHv5yEQdZxvNmIK5Pad4kj7C" },
    ],
    ignore: ["QDRANT_TOKEN=${QDRANT_TOKEN}", "QDRANT_TOKEN=oVGYwdXBosaCU"],
  },
};
