/** Own examples of the rule in uk-passport.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'uk-passport': {
    match: [
      { text: "UK passport number: 720031716", covers: "720031716" },
      { text: "British passport 712343122 expires 2030", covers: "712343122" },
    ],
    ignore: ["passport photo guidelines (2 photos, 35x45 mm)", "passport 000000000"],
  },
};
