/** Own examples of the rules in tomtom.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'tomtom-api-key': {
    match: [
      { text: "TOMTOM_TOKEN=lLxKejzYsOd5mAVsI4EyC6AiXb7iheIK", covers: "lLxKejzYsOd5mAVsI4EyC6AiXb7iheIK" },
      { text: "{\"tomtom_api_key\": \"lLxKejzYsOd5mAVsI4EyC6AiXb7iheIK\"}", covers: "lLxKejzYsOd5mAVsI4EyC6AiXb7iheIK" },
    ],
    ignore: ["TOMTOM_TOKEN=${TOMTOM_TOKEN}", "TOMTOM_TOKEN=lLxKejzYsO"],
  },
};
