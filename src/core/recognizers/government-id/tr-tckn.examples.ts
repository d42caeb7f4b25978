/** Own examples of the rule in tr-tckn.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'tr-tckn': {
    match: [
      { text: "TC Kimlik No: 91580699838", covers: "91580699838" },
      { text: "kimlik numarası 43976260030", covers: "43976260030" },
    ],
    ignore: ["TC Kimlik No: 12345678901", "phone 05321234567"],
  },
};
