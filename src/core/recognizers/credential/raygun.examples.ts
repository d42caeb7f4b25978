/** Own examples of the rules in raygun.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'raygun-api-key': {
    match: [
      { text: "RAYGUN_TOKEN=3oHvIU6q1RgXLoa1aE8awK", covers: "3oHvIU6q1RgXLoa1aE8awK" },
      { text: "{\"raygun_api_key\": \"3oHvIU6q1RgXLoa1aE8awK\"}", covers: "3oHvIU6q1RgXLoa1aE8awK" },
    ],
    ignore: ["RAYGUN_TOKEN=${RAYGUN_TOKEN}", "RAYGUN_TOKEN=3oHvIU6"],
  },
};
