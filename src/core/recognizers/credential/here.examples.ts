/** Own examples of the rules in here.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'here-api-key': {
    match: [
      { text: "HERE_API_KEY=F01kyqk6XZWAntNBpWlTQg7_EQw05BYW27_4VkCatE2", covers: "F01kyqk6XZWAntNBpWlTQg7_EQw05BYW27_4VkCatE2" },
      { text: "{\"here_api_key\": \"F01kyqk6XZWAntNBpWlTQg7_EQw05BYW27_4VkCatE2\"}", covers: "F01kyqk6XZWAntNBpWlTQg7_EQw05BYW27_4VkCatE2" },
    ],
    ignore: ["HERE_API_KEY=${HERE_API_KEY}", "HERE_API_KEY=F01kyqk6XZWAnt"],
  },
};
