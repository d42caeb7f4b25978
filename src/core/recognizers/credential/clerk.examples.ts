/** Own examples of the rules in clerk.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'clerk-secret-key': {
    match: [
      { text: "CLERK_SECRET_KEY=sk_live_rNYNMEdYz3QApxFyPVF3C1ect6XUlnIzqS9TUgfq", covers: "sk_live_rNYNMEdYz3QApxFyPVF3C1ect6XUlnIzqS9TUgfq" },
      { text: "config: { clerk_secret: \"sk_live_rNYNMEdYz3QApxFyPVF3C1ect6XUlnIzqS9TUgfq\" }", covers: "sk_live_rNYNMEdYz3QApxFyPVF3C1ect6XUlnIzqS9TUgfq" },
    ],
    ignore: ["CLERK_SECRET_KEY=${CLERK_SECRET_KEY}", "See the Clerk documentation for how to create a token."],
  },
};
