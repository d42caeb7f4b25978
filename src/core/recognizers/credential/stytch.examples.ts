/** Own examples of the rules in stytch.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'stytch-secret': {
    match: [
      { text: "STYTCH_TOKEN=secret-live-KEGlM5dNOR7VIUXMg2lEGKiSolIJ8igzX0og", covers: "secret-live-KEGlM5dNOR7VIUXMg2lEGKiSolIJ8igzX0og" },
      { text: "config: { stytch_secret: \"secret-live-KEGlM5dNOR7VIUXMg2lEGKiSolIJ8igzX0og\" }", covers: "secret-live-KEGlM5dNOR7VIUXMg2lEGKiSolIJ8igzX0og" },
    ],
    ignore: ["STYTCH_TOKEN=${STYTCH_TOKEN}", "See the Stytch documentation for how to create a token."],
  },
};
