/** Own examples of the rules in akamai.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'akamai-edgegrid-token': {
    match: [
      { text: "AKAMAI_TOKEN=akab-nm9v4ncunj7icmar-pzsbqlxi79vgm4g1", covers: "akab-nm9v4ncunj7icmar-pzsbqlxi79vgm4g1" },
      { text: "config: { akamai_secret: \"akab-nm9v4ncunj7icmar-pzsbqlxi79vgm4g1\" }", covers: "akab-nm9v4ncunj7icmar-pzsbqlxi79vgm4g1" },
    ],
    ignore: ["AKAMAI_TOKEN=${AKAMAI_TOKEN}", "See the Akamai documentation for how to create a token."],
  },
};
