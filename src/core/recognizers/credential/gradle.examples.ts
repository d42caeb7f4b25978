/** Own examples of the rules in gradle.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'gradle-publish-secret': {
    match: [
      { text: "GRADLE_PUBLISH_SECRET=EwLEuKIptmOYuiNOdQIh17OHsIqUxOME", covers: "EwLEuKIptmOYuiNOdQIh17OHsIqUxOME" },
      { text: "{\"gradle_publish_secret\": \"EwLEuKIptmOYuiNOdQIh17OHsIqUxOME\"}", covers: "EwLEuKIptmOYuiNOdQIh17OHsIqUxOME" },
    ],
    ignore: ["GRADLE_PUBLISH_SECRET=${GRADLE_PUBLISH_SECRET}", "GRADLE_PUBLISH_SECRET=EwLEuKIptm"],
  },
};
