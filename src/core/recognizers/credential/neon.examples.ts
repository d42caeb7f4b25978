/** Own examples of the rules in neon.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'neon-api-key': {
    match: [
      { text: "NEON_TOKEN=napi_qu7zyywczo2bih9pwj9zg8681mxhaii423ci6ym9zhypo35ok0i0a6zqqai17q4u", covers: "napi_qu7zyywczo2bih9pwj9zg8681mxhaii423ci6ym9zhypo35ok0i0a6zqqai17q4u" },
      { text: "Here is the key: napi_qu7zyywczo2bih9pwj9zg8681mxhaii423ci6ym9zhypo35ok0i0a6zqqai17q4u (rotate it)", covers: "napi_qu7zyywczo2bih9pwj9zg8681mxhaii423ci6ym9zhypo35ok0i0a6zqqai17q4u" },
    ],
    ignore: ["NEON_TOKEN=napi_fagtx4d55batxye60a3nf", "napi_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
