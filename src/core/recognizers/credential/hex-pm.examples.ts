/** Own examples of the rules in hex-pm.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'hex-pm-api-key': {
    match: [
      { text: "HEX_API_KEY=efdff53bd7c28b312807b5c0a6c54ce1", covers: "efdff53bd7c28b312807b5c0a6c54ce1" },
      { text: "{\"hex_api_key\": \"efdff53bd7c28b312807b5c0a6c54ce1\"}", covers: "efdff53bd7c28b312807b5c0a6c54ce1" },
    ],
    ignore: ["HEX_API_KEY=${HEX_API_KEY}", "HEX_API_KEY=efdff53bd7"],
  },
};
