/** Own examples of the rules in ngrok.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ngrok-authtoken': {
    match: [
      { text: "NGROK_AUTHTOKEN=2AwHaQt4KZq8N0yWVJ9tuX503yM_JqC3Rezkhtz4S27tq788Z", covers: "2AwHaQt4KZq8N0yWVJ9tuX503yM_JqC3Rezkhtz4S27tq788Z" },
      { text: "config: { ngrok_secret: \"2AwHaQt4KZq8N0yWVJ9tuX503yM_JqC3Rezkhtz4S27tq788Z\" }", covers: "2AwHaQt4KZq8N0yWVJ9tuX503yM_JqC3Rezkhtz4S27tq788Z" },
    ],
    ignore: ["NGROK_AUTHTOKEN=${NGROK_AUTHTOKEN}", "See the ngrok documentation for how to create a token."],
  },
};
