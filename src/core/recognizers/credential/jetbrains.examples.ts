/** Own examples of the rules in jetbrains.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'jetbrains-permanent-token': {
    match: [
      { text: "JETBRAINS_TOKEN=perm:0ZY2vTTb0EV1.p13t7dxK.vToV1FfNR51HuhQKognMsBvChG3Xqk", covers: "perm:0ZY2vTTb0EV1.p13t7dxK.vToV1FfNR51HuhQKognMsBvChG3Xqk" },
      { text: "config: { jetbrains_secret: \"perm:0ZY2vTTb0EV1.p13t7dxK.vToV1FfNR51HuhQKognMsBvChG3Xqk\" }", covers: "perm:0ZY2vTTb0EV1.p13t7dxK.vToV1FfNR51HuhQKognMsBvChG3Xqk" },
    ],
    ignore: ["JETBRAINS_TOKEN=${JETBRAINS_TOKEN}", "See the JetBrains documentation for how to create a token."],
  },
};
