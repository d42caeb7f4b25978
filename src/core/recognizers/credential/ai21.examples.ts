/** Own examples of the rules in ai21.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ai21-api-key': {
    match: [
      { text: "AI21_TOKEN=YSu2PD878sAhhSQ8lCr3rSRjP7NuNjNQ", covers: "YSu2PD878sAhhSQ8lCr3rSRjP7NuNjNQ" },
      { text: "{\"ai21_api_key\": \"YSu2PD878sAhhSQ8lCr3rSRjP7NuNjNQ\"}", covers: "YSu2PD878sAhhSQ8lCr3rSRjP7NuNjNQ" },
    ],
    ignore: ["AI21_TOKEN=${AI21_TOKEN}", "AI21_TOKEN=YSu2PD878s"],
  },
};
