/** Own examples of the rules in scalingo.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'scalingo-api-token': {
    match: [
      { text: "SCALINGO_TOKEN=tk-us-0Y3MDIv0QI7Pzb9DN5MBgugwz8jNC3l1DwILY0ImedbEj85I", covers: "tk-us-0Y3MDIv0QI7Pzb9DN5MBgugwz8jNC3l1DwILY0ImedbEj85I" },
      { text: "config: { scalingo_secret: \"tk-us-0Y3MDIv0QI7Pzb9DN5MBgugwz8jNC3l1DwILY0ImedbEj85I\" }", covers: "tk-us-0Y3MDIv0QI7Pzb9DN5MBgugwz8jNC3l1DwILY0ImedbEj85I" },
    ],
    ignore: ["SCALINGO_TOKEN=${SCALINGO_TOKEN}", "See the Scalingo documentation for how to create a token."],
  },
};
