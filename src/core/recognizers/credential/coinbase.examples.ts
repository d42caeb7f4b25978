/** Own examples of the rules in coinbase.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'coinbase-api-secret': {
    match: [
      { text: "COINBASE_TOKEN=0yFyK-qQ_T7pM-616XwMbThxcb9grfEwW4WAFROTfU6-VnywFaIlzS8cMPZF4KNS", covers: "0yFyK-qQ_T7pM-616XwMbThxcb9grfEwW4WAFROTfU6-VnywFaIlzS8cMPZF4KNS" },
      { text: "{\"coinbase_api_key\": \"0yFyK-qQ_T7pM-616XwMbThxcb9grfEwW4WAFROTfU6-VnywFaIlzS8cMPZF4KNS\"}", covers: "0yFyK-qQ_T7pM-616XwMbThxcb9grfEwW4WAFROTfU6-VnywFaIlzS8cMPZF4KNS" },
    ],
    ignore: ["COINBASE_TOKEN=${COINBASE_TOKEN}", "COINBASE_TOKEN=0yFyK-qQ_T7pM-616XwMb"],
  },
};
