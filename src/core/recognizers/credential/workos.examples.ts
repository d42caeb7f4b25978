/** Own examples of the rules in workos.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'workos-api-key': {
    match: [
      { text: "WORKOS_API_KEY=sk_live_Od9bd9n1YNHL30wIPuQ4vZVtxxWjqKBDiAZrcWRD", covers: "sk_live_Od9bd9n1YNHL30wIPuQ4vZVtxxWjqKBDiAZrcWRD" },
      { text: "config: { workos_secret: \"sk_live_Od9bd9n1YNHL30wIPuQ4vZVtxxWjqKBDiAZrcWRD\" }", covers: "sk_live_Od9bd9n1YNHL30wIPuQ4vZVtxxWjqKBDiAZrcWRD" },
    ],
    ignore: ["WORKOS_API_KEY=${WORKOS_API_KEY}", "See the WorkOS documentation for how to create a token."],
  },
};
