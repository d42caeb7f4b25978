/** Own examples of the rules in reddit.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'reddit-client-secret': {
    match: [
      { text: "REDDIT_TOKEN=FptWtsaCH_3ECXo_BDEHuydonkPGRD", covers: "FptWtsaCH_3ECXo_BDEHuydonkPGRD" },
      { text: "{\"reddit_api_key\": \"FptWtsaCH_3ECXo_BDEHuydonkPGRD\"}", covers: "FptWtsaCH_3ECXo_BDEHuydonkPGRD" },
    ],
    ignore: ["REDDIT_TOKEN=${REDDIT_TOKEN}", "REDDIT_TOKEN=FptWtsaCH_"],
  },
};
