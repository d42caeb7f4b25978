/** Own examples of the rules in tavily.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'tavily-api-key': {
    match: [
      { text: "TAVILY_TOKEN=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", covers: "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" },
      { text: "Here is the key: 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 (rotate it)", covers: "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" },
    ],
    ignore: ["TAVILY_TOKEN=tvly-UR7nwV3PWw", "tvly-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
