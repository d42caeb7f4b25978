/** Own examples of the rule in it-codice-fiscale.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'it-codice-fiscale': {
    match: [
      { text: "Codice fiscale: DDHZTS43D27L639Q", covers: "DDHZTS43D27L639Q" },
      { text: "CF NPRPBN41T19B655V del cliente", covers: "NPRPBN41T19B655V" },
    ],
    ignore: ["RSSMRA85T10A562X (bad check)", "ABCDEF12A34B567C"],
  },
};
