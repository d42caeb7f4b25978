/** Own examples of the rules in buildkite.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'buildkite-agent-token': {
    match: [
      { text: "BUILDKITE_TOKEN=bkua_e70fa109a389319f90514ae39dce44427e2c61de", covers: "bkua_e70fa109a389319f90514ae39dce44427e2c61de" },
      { text: "Here is the key: bkua_e70fa109a389319f90514ae39dce44427e2c61de (rotate it)", covers: "bkua_e70fa109a389319f90514ae39dce44427e2c61de" },
    ],
    ignore: ["BUILDKITE_TOKEN=bkua_07d8d1d407c3c", "bkua_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
