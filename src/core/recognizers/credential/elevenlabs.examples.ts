/** Own examples of the rules in elevenlabs.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'elevenlabs-api-key': {
    match: [
      { text: "ELEVENLABS_API_KEY=sk_e1cfe42594ebf11da8962b0e44eff8e3fd9f1047bbdd340a", covers: "sk_e1cfe42594ebf11da8962b0e44eff8e3fd9f1047bbdd340a" },
      { text: "config: { elevenlabs_secret: \"sk_e1cfe42594ebf11da8962b0e44eff8e3fd9f1047bbdd340a\" }", covers: "sk_e1cfe42594ebf11da8962b0e44eff8e3fd9f1047bbdd340a" },
    ],
    ignore: ["ELEVENLABS_API_KEY=${ELEVENLABS_API_KEY}", "See the ElevenLabs documentation for how to create a token."],
  },
};
