/** Own examples of the rules in pipedrive.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'pipedrive-api-token': {
    match: [
      { text: "PIPEDRIVE_TOKEN=740cfbfe655f8cfee9f3ac23a10540165f3357d0", covers: "740cfbfe655f8cfee9f3ac23a10540165f3357d0" },
      { text: "{\"pipedrive_api_key\": \"740cfbfe655f8cfee9f3ac23a10540165f3357d0\"}", covers: "740cfbfe655f8cfee9f3ac23a10540165f3357d0" },
    ],
    ignore: ["PIPEDRIVE_TOKEN=${PIPEDRIVE_TOKEN}", "PIPEDRIVE_TOKEN=740cfbfe655f8"],
  },
};
