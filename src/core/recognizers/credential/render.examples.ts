/** Own examples of the rules in render.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'render-api-key': {
    match: [
      { text: "RENDER_TOKEN=rnd_yO2nfOJZcCdlij4xv2Ad0yGLMwEmYJ0S", covers: "rnd_yO2nfOJZcCdlij4xv2Ad0yGLMwEmYJ0S" },
      { text: "Here is the key: rnd_yO2nfOJZcCdlij4xv2Ad0yGLMwEmYJ0S (rotate it)", covers: "rnd_yO2nfOJZcCdlij4xv2Ad0yGLMwEmYJ0S" },
    ],
    ignore: ["RENDER_TOKEN=rnd_u3Uaj0OUhg", "rnd_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
