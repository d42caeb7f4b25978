/** Own examples of the rules in jenkins.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'jenkins-api-token': {
    match: [
      { text: "JENKINS_API_TOKEN=116fe84eefc45568ffe8fb8cfa1166c46e", covers: "116fe84eefc45568ffe8fb8cfa1166c46e" },
      { text: "config: { jenkins_secret: \"116fe84eefc45568ffe8fb8cfa1166c46e\" }", covers: "116fe84eefc45568ffe8fb8cfa1166c46e" },
    ],
    ignore: ["JENKINS_API_TOKEN=${JENKINS_API_TOKEN}", "See the Jenkins documentation for how to create a token."],
  },
};
