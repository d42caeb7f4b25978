/** Own examples of the rules in telnyx.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'telnyx-api-key': {
    match: [
      { text: "TELNYX_TOKEN=KEY0BC14A00D1EC7627C0F9DD6E1453D054_s0IqNkp3cYTpM4FDJvsRTg", covers: "KEY0BC14A00D1EC7627C0F9DD6E1453D054_s0IqNkp3cYTpM4FDJvsRTg" },
      { text: "config: { telnyx_secret: \"KEY0BC14A00D1EC7627C0F9DD6E1453D054_s0IqNkp3cYTpM4FDJvsRTg\" }", covers: "KEY0BC14A00D1EC7627C0F9DD6E1453D054_s0IqNkp3cYTpM4FDJvsRTg" },
    ],
    ignore: ["TELNYX_TOKEN=${TELNYX_TOKEN}", "See the Telnyx documentation for how to create a token."],
  },
};
