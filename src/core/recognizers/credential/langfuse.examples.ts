/** Own examples of the rules in langfuse.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'langfuse-secret-key': {
    match: [
      { text: "LANGFUSE_TOKEN=sk-lf-b3d709e9-1d56-426d-a4cc-fbed6b2786c3", covers: "sk-lf-b3d709e9-1d56-426d-a4cc-fbed6b2786c3" },
      { text: "config: { langfuse_secret: \"sk-lf-b3d709e9-1d56-426d-a4cc-fbed6b2786c3\" }", covers: "sk-lf-b3d709e9-1d56-426d-a4cc-fbed6b2786c3" },
    ],
    ignore: ["LANGFUSE_TOKEN=${LANGFUSE_TOKEN}", "See the Langfuse documentation for how to create a token."],
  },
};
