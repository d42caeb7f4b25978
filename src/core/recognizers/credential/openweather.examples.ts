/** Own examples of the rules in openweather.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'openweather-api-key': {
    match: [
      { text: "OPENWEATHER_API_KEY=9f39cb1feaa61d04d88889c37b05ff4b", covers: "9f39cb1feaa61d04d88889c37b05ff4b" },
      { text: "{\"openweathermap_api_key\": \"9f39cb1feaa61d04d88889c37b05ff4b\"}", covers: "9f39cb1feaa61d04d88889c37b05ff4b" },
    ],
    ignore: ["OPENWEATHER_API_KEY=${OPENWEATHER_API_KEY}", "OPENWEATHER_API_KEY=9f39cb1fea"],
  },
};
