/** Own examples of the rules in jina.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'jina-api-key': {
    match: [
      { text: "JINA_TOKEN=jina_iI3fSDE2yGqoy0wmrXNokd9eUwfxadDxzrCUMSHehXPFr6tCt4FW5Q4lyeIL", covers: "jina_iI3fSDE2yGqoy0wmrXNokd9eUwfxadDxzrCUMSHehXPFr6tCt4FW5Q4lyeIL" },
      { text: "Here is the key: jina_iI3fSDE2yGqoy0wmrXNokd9eUwfxadDxzrCUMSHehXPFr6tCt4FW5Q4lyeIL (rotate it)", covers: "jina_iI3fSDE2yGqoy0wmrXNokd9eUwfxadDxzrCUMSHehXPFr6tCt4FW5Q4lyeIL" },
    ],
    ignore: ["JINA_TOKEN=jina_mB2HrAlizEQxbqYVpxUo", "jina_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
