/** Own examples of the rule in jp-my-number.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'jp-my-number': {
    match: [
      { text: "マイナンバー: 8271 5983 6667", covers: "8271 5983 6667" },
      { text: "My Number 6033 0936 6111", covers: "6033 0936 6111" },
    ],
    ignore: ["マイナンバー: 1234 5678 9012", "card 1234 5678 9018"],
  },
};
