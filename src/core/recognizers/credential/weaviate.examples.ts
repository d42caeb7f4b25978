/** Own examples of the rules in weaviate.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'weaviate-api-key': {
    match: [
      { text: "WEAVIATE_TOKEN=HWIwFlabGQm04HQRYQmIZoDh3g54yGKr8viseIlu", covers: "HWIwFlabGQm04HQRYQmIZoDh3g54yGKr8viseIlu" },
      { text: "{\"weaviate_api_key\": \"HWIwFlabGQm04HQRYQmIZoDh3g54yGKr8viseIlu\"}", covers: "HWIwFlabGQm04HQRYQmIZoDh3g54yGKr8viseIlu" },
    ],
    ignore: ["WEAVIATE_TOKEN=${WEAVIATE_TOKEN}", "WEAVIATE_TOKEN=HWIwFlabGQm04"],
  },
};
