/** Own examples of the rules in zapier.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'zapier-webhook-url': {
    match: [
      { text: "ZAPIER_TOKEN=https://hooks.zapier.com/hooks/catch/5192658/ru4284m/", covers: "https://hooks.zapier.com/hooks/catch/5192658/ru4284m/" },
      { text: "config: { zapier_secret: \"https://hooks.zapier.com/hooks/catch/5192658/ru4284m/\" }", covers: "https://hooks.zapier.com/hooks/catch/5192658/ru4284m/" },
    ],
    ignore: ["ZAPIER_TOKEN=${ZAPIER_TOKEN}", "See the Zapier documentation for how to create a token."],
  },
};
