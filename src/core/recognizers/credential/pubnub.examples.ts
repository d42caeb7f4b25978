/** Own examples of the rules in pubnub.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pubnub-secret-key': {
    match: [
      { text: "PUBNUB_TOKEN=sec-c-LTyIZS5usNQNmn5VboQeAdQZJ1CdtAVrq5suoV8PnLWNWWrB", covers: "sec-c-LTyIZS5usNQNmn5VboQeAdQZJ1CdtAVrq5suoV8PnLWNWWrB" },
      { text: "Here is the key: sec-c-LTyIZS5usNQNmn5VboQeAdQZJ1CdtAVrq5suoV8PnLWNWWrB (rotate it)", covers: "sec-c-LTyIZS5usNQNmn5VboQeAdQZJ1CdtAVrq5suoV8PnLWNWWrB" },
    ],
    ignore: ["PUBNUB_TOKEN=sec-c-fE7Vlpryx9wghGDA", "sec-c-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
