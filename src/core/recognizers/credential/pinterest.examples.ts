/** Own examples of the rules in pinterest.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pinterest-access-token': {
    match: [
      { text: "PINTEREST_TOKEN=pina_z5m6llFpAG0cLqcMkfGIrisEOuIk08L2oKEcvYFCYaOFfgSPRVnBl8DsnZdKr4Xe1X84vMk87Jr4QnMIjozcormEpwZzIoOe", covers: "pina_z5m6llFpAG0cLqcMkfGIrisEOuIk08L2oKEcvYFCYaOFfgSPRVnBl8DsnZdKr4Xe1X84vMk87Jr4QnMIjozcormEpwZzIoOe" },
      { text: "Here is the key: pina_z5m6llFpAG0cLqcMkfGIrisEOuIk08L2oKEcvYFCYaOFfgSPRVnBl8DsnZdKr4Xe1X84vMk87Jr4QnMIjozcormEpwZzIoOe (rotate it)", covers: "pina_z5m6llFpAG0cLqcMkfGIrisEOuIk08L2oKEcvYFCYaOFfgSPRVnBl8DsnZdKr4Xe1X84vMk87Jr4QnMIjozcormEpwZzIoOe" },
    ],
    ignore: ["PINTEREST_TOKEN=pina_QKZoLaaifWdnsAD5xWPynLIsD1mxIyog", "pina_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
