/** Own examples of the rules in vultr.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'vultr-api-key': {
    match: [
      { text: "VULTR_TOKEN=5QV95N3CJ1U1DHEPCEBIDV8W8OVIV41JPFK9", covers: "5QV95N3CJ1U1DHEPCEBIDV8W8OVIV41JPFK9" },
      { text: "{\"vultr_api_key\": \"5QV95N3CJ1U1DHEPCEBIDV8W8OVIV41JPFK9\"}", covers: "5QV95N3CJ1U1DHEPCEBIDV8W8OVIV41JPFK9" },
    ],
    ignore: ["VULTR_TOKEN=${VULTR_TOKEN}", "VULTR_TOKEN=5QV95N3CJ1U1"],
  },
};
