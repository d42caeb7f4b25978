/** Own examples of the rules in cerebras.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cerebras-api-key': {
    match: [
      { text: "CEREBRAS_TOKEN=csk-zfif312w6dl40mp4cpbs047ev3xmvm7cyacyu9z7z2z8y48l", covers: "csk-zfif312w6dl40mp4cpbs047ev3xmvm7cyacyu9z7z2z8y48l" },
      { text: "Here is the key: csk-zfif312w6dl40mp4cpbs047ev3xmvm7cyacyu9z7z2z8y48l (rotate it)", covers: "csk-zfif312w6dl40mp4cpbs047ev3xmvm7cyacyu9z7z2z8y48l" },
    ],
    ignore: ["CEREBRAS_TOKEN=csk-x1k0u7ipgf6ahbau", "csk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
