/** Own examples of the rules in azure-openai.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'azure-openai-api-key': {
    match: [
      { text: "AZURE_OPENAI_API_KEY=8c553b3b1df1b852a61de285fb77ccd5", covers: "8c553b3b1df1b852a61de285fb77ccd5" },
      { text: "{\"azure_openai_api_key\": \"8c553b3b1df1b852a61de285fb77ccd5\"}", covers: "8c553b3b1df1b852a61de285fb77ccd5" },
    ],
    ignore: ["AZURE_OPENAI_API_KEY=${AZURE_OPENAI_API_KEY}", "AZURE_OPENAI_API_KEY=8c553b3b1d"],
  },
};
