/** Own examples of the rules in intra42.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'intra42-client-secret': {
    match: [
      { text: "INTRA42_TOKEN=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", covers: "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" },
      { text: "config: { intra42_secret: \"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\" }", covers: "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" },
    ],
    ignore: ["INTRA42_TOKEN=${INTRA42_TOKEN}", "See the 42 Intra documentation for how to create a token."],
  },
};
