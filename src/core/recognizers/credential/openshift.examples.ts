/** Own examples of the rules in openshift.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'openshift-user-token': {
    match: [
      { text: "OPENSHIFT_TOKEN=sha256~x3vvgMLeS6bfKe1wZHheKbxRUhZuUtCzFt5vA7KOx2B", covers: "sha256~x3vvgMLeS6bfKe1wZHheKbxRUhZuUtCzFt5vA7KOx2B" },
      { text: "config: { openshift_secret: \"sha256~x3vvgMLeS6bfKe1wZHheKbxRUhZuUtCzFt5vA7KOx2B\" }", covers: "sha256~x3vvgMLeS6bfKe1wZHheKbxRUhZuUtCzFt5vA7KOx2B" },
    ],
    ignore: ["OPENSHIFT_TOKEN=${OPENSHIFT_TOKEN}", "See the OpenShift documentation for how to create a token."],
  },
};
