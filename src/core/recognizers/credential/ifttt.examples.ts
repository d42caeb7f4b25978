/** Own examples of the rules in ifttt.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ifttt-webhook-key': {
    match: [
      { text: "IFTTT_TOKEN=https://maker.ifttt.com/trigger/door_open/with/key/ldmsAbn6afM4JhOUptF23q", covers: "https://maker.ifttt.com/trigger/door_open/with/key/ldmsAbn6afM4JhOUptF23q" },
      { text: "config: { ifttt_secret: \"https://maker.ifttt.com/trigger/door_open/with/key/ldmsAbn6afM4JhOUptF23q\" }", covers: "https://maker.ifttt.com/trigger/door_open/with/key/ldmsAbn6afM4JhOUptF23q" },
    ],
    ignore: ["IFTTT_TOKEN=${IFTTT_TOKEN}", "See the IFTTT documentation for how to create a token."],
  },
};
