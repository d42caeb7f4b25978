/** Own examples of the rules in upstash.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'upstash-token': {
    match: [
      { text: "UPSTASH_TOKEN=97eJLT270UzzvsmHmjaC6CQEU0tNggMrQOlnzFO0BxBfFianK9Sp7AmisJrL", covers: "97eJLT270UzzvsmHmjaC6CQEU0tNggMrQOlnzFO0BxBfFianK9Sp7AmisJrL" },
      { text: "{\"upstash_api_key\": \"97eJLT270UzzvsmHmjaC6CQEU0tNggMrQOlnzFO0BxBfFianK9Sp7AmisJrL\"}", covers: "97eJLT270UzzvsmHmjaC6CQEU0tNggMrQOlnzFO0BxBfFianK9Sp7AmisJrL" },
    ],
    ignore: ["UPSTASH_TOKEN=${UPSTASH_TOKEN}", "UPSTASH_TOKEN=97eJLT270UzzvsmHmjaC"],
  },
};
