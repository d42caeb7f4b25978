/** Own examples of the rule in pl-pesel.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pl-pesel': {
    match: [
      { text: "PESEL: 84021400757", covers: "84021400757" },
      { text: "numer 57011320742 klienta", covers: "57011320742" },
    ],
    ignore: ["zamówienie 44051401358", "tel 48123456789"],
  },
};
