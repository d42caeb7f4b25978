/** Own examples of the rules in assemblyai.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'assemblyai-api-key': {
    match: [
      { text: "ASSEMBLYAI_API_KEY=9cb81985f6d9f663bfea470691e71c7a", covers: "9cb81985f6d9f663bfea470691e71c7a" },
      { text: "{\"assemblyai_api_key\": \"9cb81985f6d9f663bfea470691e71c7a\"}", covers: "9cb81985f6d9f663bfea470691e71c7a" },
    ],
    ignore: ["ASSEMBLYAI_API_KEY=${ASSEMBLYAI_API_KEY}", "ASSEMBLYAI_API_KEY=9cb81985f6"],
  },
};
