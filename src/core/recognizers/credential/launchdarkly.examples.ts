/** Own examples of the rules in launchdarkly.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'launchdarkly-access-token': {
    match: [
      { text: "LAUNCHDARKLY_SDK_KEY=sdk-3479b563-3170-4d9c-a9c6-5dc2c8547aa1", covers: "sdk-3479b563-3170-4d9c-a9c6-5dc2c8547aa1" },
      { text: "config: { launchdarkly_secret: \"sdk-3479b563-3170-4d9c-a9c6-5dc2c8547aa1\" }", covers: "sdk-3479b563-3170-4d9c-a9c6-5dc2c8547aa1" },
    ],
    ignore: ["LAUNCHDARKLY_SDK_KEY=${LAUNCHDARKLY_SDK_KEY}", "See the LaunchDarkly documentation for how to create a token."],
  },
};
