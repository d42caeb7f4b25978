/** Own examples of the rules in miro.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'miro-access-token': {
    match: [
      { text: "MIRO_TOKEN=AFM7hYCDrQK0mdI9740kV_Izj5JcgAX1", covers: "AFM7hYCDrQK0mdI9740kV_Izj5JcgAX1" },
      { text: "{\"miro_api_key\": \"AFM7hYCDrQK0mdI9740kV_Izj5JcgAX1\"}", covers: "AFM7hYCDrQK0mdI9740kV_Izj5JcgAX1" },
    ],
    ignore: ["MIRO_TOKEN=${MIRO_TOKEN}", "MIRO_TOKEN=AFM7hYCDrQ"],
  },
};
