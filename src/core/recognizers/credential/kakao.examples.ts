/** Own examples of the rules in kakao.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'kakao-rest-api-key': {
    match: [
      { text: "KAKAO_TOKEN=0823237b4ecf9a9976611c2dea67756f", covers: "0823237b4ecf9a9976611c2dea67756f" },
      { text: "{\"kakao_api_key\": \"0823237b4ecf9a9976611c2dea67756f\"}", covers: "0823237b4ecf9a9976611c2dea67756f" },
    ],
    ignore: ["KAKAO_TOKEN=${KAKAO_TOKEN}", "KAKAO_TOKEN=0823237b4e"],
  },
};
