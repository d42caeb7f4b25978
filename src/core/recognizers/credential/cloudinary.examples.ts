/** Own examples of the rules in cloudinary.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cloudinary-url': {
    match: [
      { text: "CLOUDINARY_TOKEN=cloudinary://089247139724417:Z0RMvlTJLTnnMu0U1WasAc3mukh@demo-cloud", covers: "cloudinary://089247139724417:Z0RMvlTJLTnnMu0U1WasAc3mukh@demo-cloud" },
      { text: "config: { cloudinary_secret: \"cloudinary://089247139724417:Z0RMvlTJLTnnMu0U1WasAc3mukh@demo-cloud\" }", covers: "cloudinary://089247139724417:Z0RMvlTJLTnnMu0U1WasAc3mukh@demo-cloud" },
    ],
    ignore: ["CLOUDINARY_TOKEN=${CLOUDINARY_TOKEN}", "See the Cloudinary documentation for how to create a token."],
  },
};
