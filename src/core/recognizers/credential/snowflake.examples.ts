/** Own examples of the rules in snowflake.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'snowflake-password': {
    match: [
      { text: "SNOWFLAKE_TOKEN=-UX8oQOA1Yemie87TFhGT0VYAIUFoyk7tQOPMduk", covers: "-UX8oQOA1Yemie87TFhGT0VYAIUFoyk7tQOPMduk" },
      { text: "{\"snowflake_api_key\": \"-UX8oQOA1Yemie87TFhGT0VYAIUFoyk7tQOPMduk\"}", covers: "-UX8oQOA1Yemie87TFhGT0VYAIUFoyk7tQOPMduk" },
    ],
    ignore: ["SNOWFLAKE_TOKEN=${SNOWFLAKE_TOKEN}", "SNOWFLAKE_TOKEN=-UX8oQOA1Yemi"],
  },
};
