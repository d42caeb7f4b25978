/** Own examples of the rules in mailjet.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mailjet-api-key': {
    match: [
      { text: "MAILJET_TOKEN=1c2230fa2d80ea8f3ffeb2c08748c8ea", covers: "1c2230fa2d80ea8f3ffeb2c08748c8ea" },
      { text: "{\"mailjet_api_key\": \"1c2230fa2d80ea8f3ffeb2c08748c8ea\"}", covers: "1c2230fa2d80ea8f3ffeb2c08748c8ea" },
    ],
    ignore: ["MAILJET_TOKEN=${MAILJET_TOKEN}", "MAILJET_TOKEN=1c2230fa2d"],
  },
};
