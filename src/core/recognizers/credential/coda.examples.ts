/** Own examples of the rules in coda.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'coda-api-token': {
    match: [
      { text: "CODA_TOKEN=80fe9761-6338-4587-adaf-804c91804dc1", covers: "80fe9761-6338-4587-adaf-804c91804dc1" },
      { text: "{\"coda_api_key\": \"80fe9761-6338-4587-adaf-804c91804dc1\"}", covers: "80fe9761-6338-4587-adaf-804c91804dc1" },
    ],
    ignore: ["CODA_TOKEN=${CODA_TOKEN}", "CODA_TOKEN=80fe9761-633"],
  },
};
