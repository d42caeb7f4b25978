/** Own examples of the rules in statsig.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'statsig-server-secret': {
    match: [
      { text: "STATSIG_SERVER_SECRET=secret-6KT3mmf8jZZnYaAXIdMnqOmblS3YwvZX8fIYcy2vSbC", covers: "secret-6KT3mmf8jZZnYaAXIdMnqOmblS3YwvZX8fIYcy2vSbC" },
      { text: "config: { statsig_secret: \"secret-6KT3mmf8jZZnYaAXIdMnqOmblS3YwvZX8fIYcy2vSbC\" }", covers: "secret-6KT3mmf8jZZnYaAXIdMnqOmblS3YwvZX8fIYcy2vSbC" },
    ],
    ignore: ["STATSIG_SERVER_SECRET=${STATSIG_SERVER_SECRET}", "See the Statsig documentation for how to create a token."],
  },
};
