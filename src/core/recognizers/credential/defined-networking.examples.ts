/** Own examples of the rules in defined-networking.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'defined-networking-api-token': {
    match: [
      { text: "DEFINED_NETWORKING_TOKEN=dnkey-5a5_CBpnBKv4ejYc8Pge118s5U-nex9GpSQjx6_rnTFoIAklXfDqcUHtTYEiKiLM5D0egvgZQLloPjV", covers: "dnkey-5a5_CBpnBKv4ejYc8Pge118s5U-nex9GpSQjx6_rnTFoIAklXfDqcUHtTYEiKiLM5D0egvgZQLloPjV" },
      { text: "config: { defined_networking_secret: \"dnkey-5a5_CBpnBKv4ejYc8Pge118s5U-nex9GpSQjx6_rnTFoIAklXfDqcUHtTYEiKiLM5D0egvgZQLloPjV\" }", covers: "dnkey-5a5_CBpnBKv4ejYc8Pge118s5U-nex9GpSQjx6_rnTFoIAklXfDqcUHtTYEiKiLM5D0egvgZQLloPjV" },
    ],
    ignore: ["DEFINED_NETWORKING_TOKEN=${DEFINED_NETWORKING_TOKEN}", "See the Defined Networking documentation for how to create a token."],
  },
};
