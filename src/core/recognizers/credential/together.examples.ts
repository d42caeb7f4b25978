/** Own examples of the rules in together.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'together-api-key': {
    match: [
      { text: "TOGETHER_TOKEN=b8be34fea47192e776258068e381dba32614a1031f82465f19c56694d745d38c", covers: "b8be34fea47192e776258068e381dba32614a1031f82465f19c56694d745d38c" },
      { text: "{\"together_api_key\": \"b8be34fea47192e776258068e381dba32614a1031f82465f19c56694d745d38c\"}", covers: "b8be34fea47192e776258068e381dba32614a1031f82465f19c56694d745d38c" },
    ],
    ignore: ["TOGETHER_TOKEN=${TOGETHER_TOKEN}", "TOGETHER_TOKEN=b8be34fea47192e776258"],
  },
};
