/** Own examples of the rules in backblaze.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'backblaze-application-key': {
    match: [
      { text: "BACKBLAZE_TOKEN=K00bT4DpIr/BoG6+rAg63pms83bM9pa", covers: "K00bT4DpIr/BoG6+rAg63pms83bM9pa" },
      { text: "config: { backblaze_secret: \"K00bT4DpIr/BoG6+rAg63pms83bM9pa\" }", covers: "K00bT4DpIr/BoG6+rAg63pms83bM9pa" },
    ],
    ignore: ["BACKBLAZE_TOKEN=${BACKBLAZE_TOKEN}", "See the Backblaze B2 documentation for how to create a token."],
  },
};
