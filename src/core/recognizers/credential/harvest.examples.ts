/** Own examples of the rules in harvest.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'harvest-access-token': {
    match: [
      { text: "HARVEST_TOKEN=2048571.pt.fQIgjybIgfcq2KQoCGR5ZkfcNXy5OJ2U6HOP0uoYmMcvmaSh37ZrilrZqRZg1lI6Zg40mDAoUNb0E75Tk2QmGW", covers: "2048571.pt.fQIgjybIgfcq2KQoCGR5ZkfcNXy5OJ2U6HOP0uoYmMcvmaSh37ZrilrZqRZg1lI6Zg40mDAoUNb0E75Tk2QmGW" },
      { text: "config: { harvest_secret: \"2048571.pt.fQIgjybIgfcq2KQoCGR5ZkfcNXy5OJ2U6HOP0uoYmMcvmaSh37ZrilrZqRZg1lI6Zg40mDAoUNb0E75Tk2QmGW\" }", covers: "2048571.pt.fQIgjybIgfcq2KQoCGR5ZkfcNXy5OJ2U6HOP0uoYmMcvmaSh37ZrilrZqRZg1lI6Zg40mDAoUNb0E75Tk2QmGW" },
    ],
    ignore: ["HARVEST_TOKEN=${HARVEST_TOKEN}", "See the Harvest documentation for how to create a token."],
  },
};
