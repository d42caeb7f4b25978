/** Own examples of the rules in honeycomb.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'honeycomb-ingest-key': {
    match: [
      { text: "HONEYCOMB_TOKEN=hcaik_2lasPXOBzlenbMVyzUdVo5uXf6kASFLzaBhEjnYEZ44HjvuNJr2fA29Ou6", covers: "hcaik_2lasPXOBzlenbMVyzUdVo5uXf6kASFLzaBhEjnYEZ44HjvuNJr2fA29Ou6" },
      { text: "Here is the key: hcaik_2lasPXOBzlenbMVyzUdVo5uXf6kASFLzaBhEjnYEZ44HjvuNJr2fA29Ou6 (rotate it)", covers: "hcaik_2lasPXOBzlenbMVyzUdVo5uXf6kASFLzaBhEjnYEZ44HjvuNJr2fA29Ou6" },
    ],
    ignore: ["HONEYCOMB_TOKEN=hcaik_kDyOEd67td5qjWSx80g", "hcaik_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
  'honeycomb-api-key': {
    match: [
      { text: "HONEYCOMB_TOKEN=O8tlFXA2ijq1GlvmmFejBfhk0maIR2Ii", covers: "O8tlFXA2ijq1GlvmmFejBfhk0maIR2Ii" },
      { text: "{\"honeycomb_api_key\": \"O8tlFXA2ijq1GlvmmFejBfhk0maIR2Ii\"}", covers: "O8tlFXA2ijq1GlvmmFejBfhk0maIR2Ii" },
    ],
    ignore: ["HONEYCOMB_TOKEN=${HONEYCOMB_TOKEN}", "HONEYCOMB_TOKEN=O8tlFXA2ij"],
  },
};
