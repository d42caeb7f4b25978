/** Own examples of the rules in salesforce.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'salesforce-access-token': {
    match: [
      { text: "SALESFORCE_TOKEN=00DHhGjnnE6AwXp!mNwEDyCEtR6wO0c4LCRvsKTyGcVNHqu9g0f7Lpm6u8RfOQJdEjTErcLu4NnOTBrJk2edGPH9ptqCsUhhQhxg5ZC8VXXUWAON", covers: "00DHhGjnnE6AwXp!mNwEDyCEtR6wO0c4LCRvsKTyGcVNHqu9g0f7Lpm6u8RfOQJdEjTErcLu4NnOTBrJk2edGPH9ptqCsUhhQhxg5ZC8VXXUWAON" },
      { text: "config: { salesforce_secret: \"00DHhGjnnE6AwXp!mNwEDyCEtR6wO0c4LCRvsKTyGcVNHqu9g0f7Lpm6u8RfOQJdEjTErcLu4NnOTBrJk2edGPH9ptqCsUhhQhxg5ZC8VXXUWAON\" }", covers: "00DHhGjnnE6AwXp!mNwEDyCEtR6wO0c4LCRvsKTyGcVNHqu9g0f7Lpm6u8RfOQJdEjTErcLu4NnOTBrJk2edGPH9ptqCsUhhQhxg5ZC8VXXUWAON" },
    ],
    ignore: ["SALESFORCE_TOKEN=${SALESFORCE_TOKEN}", "See the Salesforce documentation for how to create a token."],
  },
};
