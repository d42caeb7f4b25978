/** Own examples of the rules in serpapi.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'serpapi-api-key': {
    match: [
      { text: "SERPAPI_API_KEY=7d8fbde3f0405a35069ca15ec2b7e6a4dffcc2a536f5d9c86b7c508315f0ecc2", covers: "7d8fbde3f0405a35069ca15ec2b7e6a4dffcc2a536f5d9c86b7c508315f0ecc2" },
      { text: "{\"serp_api_key\": \"7d8fbde3f0405a35069ca15ec2b7e6a4dffcc2a536f5d9c86b7c508315f0ecc2\"}", covers: "7d8fbde3f0405a35069ca15ec2b7e6a4dffcc2a536f5d9c86b7c508315f0ecc2" },
    ],
    ignore: ["SERPAPI_API_KEY=${SERPAPI_API_KEY}", "SERPAPI_API_KEY=7d8fbde3f0405a35069ca"],
  },
};
