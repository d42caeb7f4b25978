/** Own examples of the rule in pt-nif.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pt-nif': {
    match: [
      { text: "NIF: 149428111", covers: "149428111" },
      { text: "contribuinte n.º 186812736", covers: "186812736" },
    ],
    ignore: ["NIF: 123456788", "fatura 123456789"],
  },
};
