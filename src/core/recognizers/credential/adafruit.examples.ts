/** Own examples of the rules in adafruit.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'adafruit-io-key': {
    match: [
      { text: "ADAFRUIT_TOKEN=aio_toBD0S3OFskhaMlPE0l4ICZ4ADko", covers: "aio_toBD0S3OFskhaMlPE0l4ICZ4ADko" },
      { text: "Here is the key: aio_toBD0S3OFskhaMlPE0l4ICZ4ADko (rotate it)", covers: "aio_toBD0S3OFskhaMlPE0l4ICZ4ADko" },
    ],
    ignore: ["ADAFRUIT_TOKEN=aio_6Ev3RLtAw", "aio_xxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
