/** Own examples of the rules in fireworks.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'fireworks-api-key': {
    match: [
      { text: "FIREWORKS_TOKEN=fw_MhAH4HOniIqZ9TMF64Q1Fnej", covers: "fw_MhAH4HOniIqZ9TMF64Q1Fnej" },
      { text: "Here is the key: fw_MhAH4HOniIqZ9TMF64Q1Fnej (rotate it)", covers: "fw_MhAH4HOniIqZ9TMF64Q1Fnej" },
    ],
    ignore: ["FIREWORKS_TOKEN=fw_SetRUY7h", "fw_xxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
