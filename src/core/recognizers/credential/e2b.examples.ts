/** Own examples of the rules in e2b.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'e2b-api-key': {
    match: [
      { text: "E2B_TOKEN=e2b_8fc0533d80f8fbc257a5c286e210964bdb5b69be", covers: "e2b_8fc0533d80f8fbc257a5c286e210964bdb5b69be" },
      { text: "Here is the key: e2b_8fc0533d80f8fbc257a5c286e210964bdb5b69be (rotate it)", covers: "e2b_8fc0533d80f8fbc257a5c286e210964bdb5b69be" },
    ],
    ignore: ["E2B_TOKEN=e2b_a2b6e9d4d9590", "e2b_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
