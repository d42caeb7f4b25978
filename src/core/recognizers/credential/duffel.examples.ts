/** Own examples of the rules in duffel.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'duffel-api-token': {
    match: [
      { text: "DUFFEL_TOKEN=duffel_live_xHIxCHWD0fvnL4VYe0Figg6lng7o4EO5WsgBFsztlMC", covers: "duffel_live_xHIxCHWD0fvnL4VYe0Figg6lng7o4EO5WsgBFsztlMC" },
      { text: "config: { duffel_secret: \"duffel_live_xHIxCHWD0fvnL4VYe0Figg6lng7o4EO5WsgBFsztlMC\" }", covers: "duffel_live_xHIxCHWD0fvnL4VYe0Figg6lng7o4EO5WsgBFsztlMC" },
    ],
    ignore: ["DUFFEL_TOKEN=${DUFFEL_TOKEN}", "See the Duffel documentation for how to create a token."],
  },
};
