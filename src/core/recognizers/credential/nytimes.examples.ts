/** Own examples of the rules in nytimes.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'nytimes-api-key': {
    match: [
      { text: "NYTIMES_TOKEN=g7a0ts3gR6HzvW1RbPIGCpJ6VnN9b5l5", covers: "g7a0ts3gR6HzvW1RbPIGCpJ6VnN9b5l5" },
      { text: "{\"nytimes_api_key\": \"g7a0ts3gR6HzvW1RbPIGCpJ6VnN9b5l5\"}", covers: "g7a0ts3gR6HzvW1RbPIGCpJ6VnN9b5l5" },
    ],
    ignore: ["NYTIMES_TOKEN=${NYTIMES_TOKEN}", "NYTIMES_TOKEN=g7a0ts3gR6"],
  },
};
