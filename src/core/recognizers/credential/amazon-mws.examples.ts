/** Own examples of the rules in amazon-mws.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'amazon-mws-auth-token': {
    match: [
      { text: "AMAZON_MWS_TOKEN=amzn.mws.178ca580-a994-45df-add6-509426b77a51", covers: "amzn.mws.178ca580-a994-45df-add6-509426b77a51" },
      { text: "config: { amazon_mws_secret: \"amzn.mws.178ca580-a994-45df-add6-509426b77a51\" }", covers: "amzn.mws.178ca580-a994-45df-add6-509426b77a51" },
    ],
    ignore: ["AMAZON_MWS_TOKEN=${AMAZON_MWS_TOKEN}", "See the Amazon MWS documentation for how to create a token."],
  },
};
