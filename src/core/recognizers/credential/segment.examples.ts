/** Own examples of the rules in segment.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'segment-write-key': {
    match: [
      { text: "SEGMENT_WRITE_KEY=PJgjaNzZPbO46cvYBW1qZgfeYa1QHlIG", covers: "PJgjaNzZPbO46cvYBW1qZgfeYa1QHlIG" },
      { text: "{\"segment_write_key\": \"PJgjaNzZPbO46cvYBW1qZgfeYa1QHlIG\"}", covers: "PJgjaNzZPbO46cvYBW1qZgfeYa1QHlIG" },
    ],
    ignore: ["SEGMENT_WRITE_KEY=${SEGMENT_WRITE_KEY}", "SEGMENT_WRITE_KEY=PJgjaNzZPb"],
  },
};
