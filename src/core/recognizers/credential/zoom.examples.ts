/** Own examples of the rules in zoom.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'zoom-client-secret': {
    match: [
      { text: "ZOOM_TOKEN=uHdvMjHj42berYRG5udBN0elkNHCjhcr", covers: "uHdvMjHj42berYRG5udBN0elkNHCjhcr" },
      { text: "{\"zoom_api_key\": \"uHdvMjHj42berYRG5udBN0elkNHCjhcr\"}", covers: "uHdvMjHj42berYRG5udBN0elkNHCjhcr" },
    ],
    ignore: ["ZOOM_TOKEN=${ZOOM_TOKEN}", "ZOOM_TOKEN=uHdvMjHj42"],
  },
};
