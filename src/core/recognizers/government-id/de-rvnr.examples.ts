/** Own examples of the rule in de-rvnr.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'de-rvnr': {
    match: [
      { text: "Sozialversicherungsnummer: 15 100955 A 323", covers: "15 100955 A 323" },
      { text: "SV-Nr. 53270786A041", covers: "53270786A041" },
    ],
    ignore: ["12 150185 M 015 (wrong check)", "Artikel 12 345678 A 123"],
  },
};
