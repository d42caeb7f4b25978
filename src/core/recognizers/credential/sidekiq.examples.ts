/** Own examples of the rules in sidekiq.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sidekiq-enterprise-credentials': {
    match: [
      { text: "BUNDLE_ENTERPRISE__CONTRIBSYS__COM=602d4935:73eb3be7", covers: "602d4935:73eb3be7" },
      { text: "export BUNDLE_GEMS__CONTRIBSYS__COM=\"602d4935:73eb3be7\" }", covers: "602d4935:73eb3be7" },
    ],
    ignore: ["BUNDLE_ENTERPRISE__CONTRIBSYS__COM=${BUNDLE_ENTERPRISE__CONTRIBSYS__COM}", "See the Sidekiq documentation for how to create a token."],
  },
};
