/** Own examples of the rules in travis-ci.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'travis-ci-token': {
    match: [
      { text: "TRAVIS_TOKEN=Rd65uU2H4RsaxbhSjlddNI", covers: "Rd65uU2H4RsaxbhSjlddNI" },
      { text: "{\"travis_api_key\": \"Rd65uU2H4RsaxbhSjlddNI\"}", covers: "Rd65uU2H4RsaxbhSjlddNI" },
    ],
    ignore: ["TRAVIS_TOKEN=${TRAVIS_TOKEN}", "TRAVIS_TOKEN=Rd65uU2"],
  },
};
