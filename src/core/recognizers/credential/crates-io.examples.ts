/** Own examples of the rules in crates-io.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'crates-io-api-token': {
    match: [
      { text: "CRATES_IO_TOKEN=cioRcr4kRbbp5XhjFdifBd44bNe3JAI7hcl", covers: "cioRcr4kRbbp5XhjFdifBd44bNe3JAI7hcl" },
      { text: "Here is the key: cioRcr4kRbbp5XhjFdifBd44bNe3JAI7hcl (rotate it)", covers: "cioRcr4kRbbp5XhjFdifBd44bNe3JAI7hcl" },
    ],
    ignore: ["CRATES_IO_TOKEN=cioASq4uWbRzp", "cioxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
