/** Own examples of the rules in railway.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'railway-api-token': {
    match: [
      { text: "RAILWAY_TOKEN=bd60ae3b-954c-452d-a02c-33bf42930cd8", covers: "bd60ae3b-954c-452d-a02c-33bf42930cd8" },
      { text: "{\"railway_api_key\": \"bd60ae3b-954c-452d-a02c-33bf42930cd8\"}", covers: "bd60ae3b-954c-452d-a02c-33bf42930cd8" },
    ],
    ignore: ["RAILWAY_TOKEN=${RAILWAY_TOKEN}", "RAILWAY_TOKEN=bd60ae3b-954"],
  },
};
