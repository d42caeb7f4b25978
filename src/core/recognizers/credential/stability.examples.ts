/** Own examples of the rules in stability.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'stability-api-key': {
    match: [
      { text: "STABILITY_API_KEY=sk-fgHFxa7U6ERscYmjG0xP5aqfECRgmpsCUDtWVpv1rNKwLNe2", covers: "sk-fgHFxa7U6ERscYmjG0xP5aqfECRgmpsCUDtWVpv1rNKwLNe2" },
      { text: "config: { stability_secret: \"sk-fgHFxa7U6ERscYmjG0xP5aqfECRgmpsCUDtWVpv1rNKwLNe2\" }", covers: "sk-fgHFxa7U6ERscYmjG0xP5aqfECRgmpsCUDtWVpv1rNKwLNe2" },
    ],
    ignore: ["STABILITY_API_KEY=${STABILITY_API_KEY}", "See the Stability AI documentation for how to create a token."],
  },
};
