/** Own examples of the rules in line.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'line-channel-secret': {
    match: [
      { text: "LINE_CHANNEL_SECRET=60bcd83ed133e6246499ca729cfc4bd5", covers: "60bcd83ed133e6246499ca729cfc4bd5" },
      { text: "{\"line_channel_secret\": \"60bcd83ed133e6246499ca729cfc4bd5\"}", covers: "60bcd83ed133e6246499ca729cfc4bd5" },
    ],
    ignore: ["LINE_CHANNEL_SECRET=${LINE_CHANNEL_SECRET}", "LINE_CHANNEL_SECRET=60bcd83ed1"],
  },
};
