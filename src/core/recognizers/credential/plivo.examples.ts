/** Own examples of the rules in plivo.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'plivo-auth-token': {
    match: [
      { text: "PLIVO_TOKEN=vk5Rp5KCJqnXXlAXbnCf79ghlcECjXDRZ5z1QHil", covers: "vk5Rp5KCJqnXXlAXbnCf79ghlcECjXDRZ5z1QHil" },
      { text: "{\"plivo_api_key\": \"vk5Rp5KCJqnXXlAXbnCf79ghlcECjXDRZ5z1QHil\"}", covers: "vk5Rp5KCJqnXXlAXbnCf79ghlcECjXDRZ5z1QHil" },
    ],
    ignore: ["PLIVO_TOKEN=${PLIVO_TOKEN}", "PLIVO_TOKEN=vk5Rp5KCJqnXX"],
  },
};
