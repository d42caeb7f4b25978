/** Own examples of the rules in naver.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'naver-client-secret': {
    match: [
      { text: "NAVER_TOKEN=ID3UrdExuF", covers: "ID3UrdExuF" },
      { text: "{\"naver_api_key\": \"ID3UrdExuF\"}", covers: "ID3UrdExuF" },
    ],
    ignore: ["NAVER_TOKEN=${NAVER_TOKEN}", "NAVER_TOKEN=ID3"],
  },
};
