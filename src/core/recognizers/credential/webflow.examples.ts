/** Own examples of the rules in webflow.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'webflow-api-token': {
    match: [
      { text: "WEBFLOW_TOKEN=df523d362d80c52dc6088a484758c2a0a93ef026aa5ad533a983fcc8822efdc4", covers: "df523d362d80c52dc6088a484758c2a0a93ef026aa5ad533a983fcc8822efdc4" },
      { text: "{\"webflow_api_key\": \"df523d362d80c52dc6088a484758c2a0a93ef026aa5ad533a983fcc8822efdc4\"}", covers: "df523d362d80c52dc6088a484758c2a0a93ef026aa5ad533a983fcc8822efdc4" },
    ],
    ignore: ["WEBFLOW_TOKEN=${WEBFLOW_TOKEN}", "WEBFLOW_TOKEN=df523d362d80c52dc6088"],
  },
};
