/** Own examples of the rules in hubspot.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'hubspot-private-app-token': {
    match: [
      { text: "HUBSPOT_TOKEN=pat-na1-691c9a17-e005-47e9-ac99-73fdf7fe25df", covers: "pat-na1-691c9a17-e005-47e9-ac99-73fdf7fe25df" },
      { text: "config: { hubspot_secret: \"pat-na1-691c9a17-e005-47e9-ac99-73fdf7fe25df\" }", covers: "pat-na1-691c9a17-e005-47e9-ac99-73fdf7fe25df" },
    ],
    ignore: ["HUBSPOT_TOKEN=${HUBSPOT_TOKEN}", "See the HubSpot documentation for how to create a token."],
  },
  'hubspot-api-key': {
    match: [
      { text: "HUBSPOT_TOKEN=90a5548f-a0fb-4ff8-a204-57f311c05c2d", covers: "90a5548f-a0fb-4ff8-a204-57f311c05c2d" },
      { text: "{\"hubspot_api_key\": \"90a5548f-a0fb-4ff8-a204-57f311c05c2d\"}", covers: "90a5548f-a0fb-4ff8-a204-57f311c05c2d" },
    ],
    ignore: ["HUBSPOT_TOKEN=${HUBSPOT_TOKEN}", "HUBSPOT_TOKEN=90a5548f-a0f"],
  },
};
