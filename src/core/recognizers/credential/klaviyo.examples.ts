/** Own examples of the rules in klaviyo.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'klaviyo-private-key': {
    match: [
      { text: "KLAVIYO_PRIVATE_KEY=pk_8c6e530013881b63ffe711ebbb238cc420", covers: "pk_8c6e530013881b63ffe711ebbb238cc420" },
      { text: "config: { klaviyo_secret: \"pk_8c6e530013881b63ffe711ebbb238cc420\" }", covers: "pk_8c6e530013881b63ffe711ebbb238cc420" },
    ],
    ignore: ["KLAVIYO_PRIVATE_KEY=${KLAVIYO_PRIVATE_KEY}", "See the Klaviyo documentation for how to create a token."],
  },
};
