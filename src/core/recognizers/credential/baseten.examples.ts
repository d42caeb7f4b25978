/** Own examples of the rules in baseten.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'baseten-api-key': {
    match: [
      { text: "BASETEN_API_KEY=2RPS73cu.KeOUGh5MlRIqWAz2tIy2uN1hYqVtlyFa", covers: "2RPS73cu.KeOUGh5MlRIqWAz2tIy2uN1hYqVtlyFa" },
      { text: "config: { baseten_secret: \"2RPS73cu.KeOUGh5MlRIqWAz2tIy2uN1hYqVtlyFa\" }", covers: "2RPS73cu.KeOUGh5MlRIqWAz2tIy2uN1hYqVtlyFa" },
    ],
    ignore: ["BASETEN_API_KEY=${BASETEN_API_KEY}", "See the Baseten documentation for how to create a token."],
  },
};
