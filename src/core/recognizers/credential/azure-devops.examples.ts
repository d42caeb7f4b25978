/** Own examples of the rules in azure-devops.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'azure-devops-pat': {
    match: [
      { text: "AZDO_TOKEN=bysnehwsl5hp6pky7v4s7bkjffclwm2ndphphecbcum4imzv7dgt", covers: "bysnehwsl5hp6pky7v4s7bkjffclwm2ndphphecbcum4imzv7dgt" },
      { text: "{\"azdo_token\": \"bysnehwsl5hp6pky7v4s7bkjffclwm2ndphphecbcum4imzv7dgt\"}", covers: "bysnehwsl5hp6pky7v4s7bkjffclwm2ndphphecbcum4imzv7dgt" },
    ],
    ignore: ["AZDO_TOKEN=${AZDO_TOKEN}", "AZDO_TOKEN=bysnehwsl5hp6pky7"],
  },
};
