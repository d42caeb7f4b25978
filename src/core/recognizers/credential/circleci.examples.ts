/** Own examples of the rules in circleci.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'circleci-personal-token': {
    match: [
      { text: "CIRCLECI_TOKEN=CCIPAT_6Kxm2qRRw2O6bBLRIxOgzM_7cde95f9ed7cc9371821be67f6f16898988207dd", covers: "CCIPAT_6Kxm2qRRw2O6bBLRIxOgzM_7cde95f9ed7cc9371821be67f6f16898988207dd" },
      { text: "config: { circleci_secret: \"CCIPAT_6Kxm2qRRw2O6bBLRIxOgzM_7cde95f9ed7cc9371821be67f6f16898988207dd\" }", covers: "CCIPAT_6Kxm2qRRw2O6bBLRIxOgzM_7cde95f9ed7cc9371821be67f6f16898988207dd" },
    ],
    ignore: ["CIRCLECI_TOKEN=${CIRCLECI_TOKEN}", "See the CircleCI documentation for how to create a token."],
  },
  'circleci-api-token': {
    match: [
      { text: "CIRCLE_TOKEN=e33eac3604161b6be9b2f2d088e97cd00689e46b", covers: "e33eac3604161b6be9b2f2d088e97cd00689e46b" },
      { text: "{\"circle_api_key\": \"e33eac3604161b6be9b2f2d088e97cd00689e46b\"}", covers: "e33eac3604161b6be9b2f2d088e97cd00689e46b" },
    ],
    ignore: ["CIRCLE_TOKEN=${CIRCLE_TOKEN}", "CIRCLE_TOKEN=e33eac3604161"],
  },
};
