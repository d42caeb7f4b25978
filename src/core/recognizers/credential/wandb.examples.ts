/** Own examples of the rules in wandb.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'wandb-api-key': {
    match: [
      { text: "WANDB_TOKEN=e6d03c80e91bbabcefaf4dad49fc75b6b81a0c33", covers: "e6d03c80e91bbabcefaf4dad49fc75b6b81a0c33" },
      { text: "{\"wandb_api_key\": \"e6d03c80e91bbabcefaf4dad49fc75b6b81a0c33\"}", covers: "e6d03c80e91bbabcefaf4dad49fc75b6b81a0c33" },
    ],
    ignore: ["WANDB_TOKEN=${WANDB_TOKEN}", "WANDB_TOKEN=e6d03c80e91bb"],
  },
};
