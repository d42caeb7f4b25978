/** Own examples of the rules in anyscale.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'anyscale-api-key': {
    match: [
      { text: "ANYSCALE_TOKEN=esecret_zmk5v7s8a0ggee9yghkximvg3d", covers: "esecret_zmk5v7s8a0ggee9yghkximvg3d" },
      { text: "Here is the key: esecret_zmk5v7s8a0ggee9yghkximvg3d (rotate it)", covers: "esecret_zmk5v7s8a0ggee9yghkximvg3d" },
    ],
    ignore: ["ANYSCALE_TOKEN=esecret_y5rwx56m", "esecret_xxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
