/** Own examples of the rules in splunk.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'splunk-hec-token': {
    match: [
      { text: "SPLUNK_TOKEN=f1ed63e7-dc60-4a1c-ad84-291c4714dca5", covers: "f1ed63e7-dc60-4a1c-ad84-291c4714dca5" },
      { text: "{\"splunk_api_key\": \"f1ed63e7-dc60-4a1c-ad84-291c4714dca5\"}", covers: "f1ed63e7-dc60-4a1c-ad84-291c4714dca5" },
    ],
    ignore: ["SPLUNK_TOKEN=${SPLUNK_TOKEN}", "SPLUNK_TOKEN=f1ed63e7-dc6"],
  },
};
