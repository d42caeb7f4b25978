/** Own examples of the rules in hetzner.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'hetzner-api-token': {
    match: [
      { text: "HETZNER_TOKEN=ObCbMTuIJJxfgOhz35JiI0nw4PsToJwT7vC2ngeFSh0mArajt0trQGgcdBxWUDaA", covers: "ObCbMTuIJJxfgOhz35JiI0nw4PsToJwT7vC2ngeFSh0mArajt0trQGgcdBxWUDaA" },
      { text: "{\"hetzner_api_key\": \"ObCbMTuIJJxfgOhz35JiI0nw4PsToJwT7vC2ngeFSh0mArajt0trQGgcdBxWUDaA\"}", covers: "ObCbMTuIJJxfgOhz35JiI0nw4PsToJwT7vC2ngeFSh0mArajt0trQGgcdBxWUDaA" },
    ],
    ignore: ["HETZNER_TOKEN=${HETZNER_TOKEN}", "HETZNER_TOKEN=ObCbMTuIJJxfgOhz35JiI"],
  },
};
