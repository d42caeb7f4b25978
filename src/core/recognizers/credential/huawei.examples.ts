/** Own examples of the rules in huawei.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'huawei-secret-key': {
    match: [
      { text: "HUAWEI_TOKEN=k7NWjIke6wAfaZK1jwSSrW7hn72QMeNR3yeT7cit", covers: "k7NWjIke6wAfaZK1jwSSrW7hn72QMeNR3yeT7cit" },
      { text: "{\"huawei_api_key\": \"k7NWjIke6wAfaZK1jwSSrW7hn72QMeNR3yeT7cit\"}", covers: "k7NWjIke6wAfaZK1jwSSrW7hn72QMeNR3yeT7cit" },
    ],
    ignore: ["HUAWEI_TOKEN=${HUAWEI_TOKEN}", "HUAWEI_TOKEN=k7NWjIke6wAfa"],
  },
};
