/** Own examples of the rule in fi-hetu.ts: what it must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'fi-hetu': {
    match: [
      { text: "Henkilötunnus: 260541-204Y", covers: "260541-204Y" },
      { text: "asiakas 080414-301P soitti", covers: "080414-301P" },
    ],
    ignore: ["tilaus 320199-9872", "build 010203-123A done"],
  },
};
