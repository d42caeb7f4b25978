/** Own examples of the rule in th-id.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'th-id': {
    match: [
      { text: "เลขประจำตัวประชาชน 8-3331-13879-81-0", covers: "8-3331-13879-81-0" },
      { text: "Thai ID 2351197181478", covers: "2351197181478" },
    ],
    ignore: ["timestamp 1705314153123", "order 1-2345-67890-12-3"],
  },
};
