/** Own examples of the rules in posthog.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'posthog-personal-api-key': {
    match: [
      { text: "POSTHOG_TOKEN=phx_NgzpvhB0bpVipPEE7B79TtlKYgb7Ztuebw9G79kUcqZ", covers: "phx_NgzpvhB0bpVipPEE7B79TtlKYgb7Ztuebw9G79kUcqZ" },
      { text: "Here is the key: phx_NgzpvhB0bpVipPEE7B79TtlKYgb7Ztuebw9G79kUcqZ (rotate it)", covers: "phx_NgzpvhB0bpVipPEE7B79TtlKYgb7Ztuebw9G79kUcqZ" },
    ],
    ignore: ["POSTHOG_TOKEN=phx_4YOSDSTZ0e1Dl2", "phx_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
