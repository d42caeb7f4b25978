/** Own examples of the rule in de-id-document.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'de-id-document': {
    match: [
      { text: "Personalausweisnummer: FY3F6T7W18", covers: "FY3F6T7W18" },
      { text: "Reisepass NZ15YF3Y13 gültig bis 2031", covers: "NZ15YF3Y13" },
    ],
    ignore: ["Ausweis: L01X00T40", "order LMNPRTVWX1"],
  },
};
