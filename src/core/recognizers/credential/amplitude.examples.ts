/** Own examples of the rules in amplitude.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'amplitude-api-key': {
    match: [
      { text: "AMPLITUDE_TOKEN=2e029f2db22c6deaf7b80bebc1810b2d", covers: "2e029f2db22c6deaf7b80bebc1810b2d" },
      { text: "{\"amplitude_api_key\": \"2e029f2db22c6deaf7b80bebc1810b2d\"}", covers: "2e029f2db22c6deaf7b80bebc1810b2d" },
    ],
    ignore: ["AMPLITUDE_TOKEN=${AMPLITUDE_TOKEN}", "AMPLITUDE_TOKEN=2e029f2db2"],
  },
};
