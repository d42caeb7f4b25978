/** Own examples of the rules in bitbucket.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'bitbucket-app-password': {
    match: [
      { text: "BITBUCKET_TOKEN=ATBBImwJxFqXyn7fEKSmIuBw0uQ96T4QzLwL", covers: "ATBBImwJxFqXyn7fEKSmIuBw0uQ96T4QzLwL" },
      { text: "config: { bitbucket_secret: \"ATBBImwJxFqXyn7fEKSmIuBw0uQ96T4QzLwL\" }", covers: "ATBBImwJxFqXyn7fEKSmIuBw0uQ96T4QzLwL" },
    ],
    ignore: ["BITBUCKET_TOKEN=${BITBUCKET_TOKEN}", "See the Bitbucket documentation for how to create a token."],
  },
  'bitbucket-client-secret': {
    match: [
      { text: "BITBUCKET_TOKEN=-wefjcpKZxBrsJoWknPB-O3L7JvRATPa", covers: "-wefjcpKZxBrsJoWknPB-O3L7JvRATPa" },
      { text: "{\"bitbucket_api_key\": \"-wefjcpKZxBrsJoWknPB-O3L7JvRATPa\"}", covers: "-wefjcpKZxBrsJoWknPB-O3L7JvRATPa" },
    ],
    ignore: ["BITBUCKET_TOKEN=${BITBUCKET_TOKEN}", "BITBUCKET_TOKEN=-wefjcpKZx"],
  },
};
