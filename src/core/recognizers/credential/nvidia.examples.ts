/** Own examples of the rules in nvidia.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'nvidia-api-key': {
    match: [
      { text: "NVIDIA_TOKEN=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", covers: "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" },
      { text: "Here is the key: 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 (rotate it)", covers: "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" },
    ],
    ignore: ["NVIDIA_TOKEN=nvapi-sKEdXOS-bRsx_8_U1PFiH", "nvapi-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
