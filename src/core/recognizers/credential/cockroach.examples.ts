/** Own examples of the rules in cockroach.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'cockroach-api-key': {
    match: [
      { text: "COCKROACH_TOKEN=CCDB1_KbnvsOQKTW2FiaA3f6XcBo_CTaNZoaAitunPG3GihY7oXBLdm02EeJdGue4Wmnh", covers: "CCDB1_KbnvsOQKTW2FiaA3f6XcBo_CTaNZoaAitunPG3GihY7oXBLdm02EeJdGue4Wmnh" },
      { text: "config: { cockroach_secret: \"CCDB1_KbnvsOQKTW2FiaA3f6XcBo_CTaNZoaAitunPG3GihY7oXBLdm02EeJdGue4Wmnh\" }", covers: "CCDB1_KbnvsOQKTW2FiaA3f6XcBo_CTaNZoaAitunPG3GihY7oXBLdm02EeJdGue4Wmnh" },
    ],
    ignore: ["COCKROACH_TOKEN=${COCKROACH_TOKEN}", "See the CockroachDB Cloud documentation for how to create a token."],
  },
};
