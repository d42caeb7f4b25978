/** Own examples of the rules in finicity.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'finicity-client-secret': {
    match: [
      { text: "FINICITY_TOKEN=ZwA0cCtlCykMvNCDJu9M", covers: "ZwA0cCtlCykMvNCDJu9M" },
      { text: "{\"finicity_api_key\": \"ZwA0cCtlCykMvNCDJu9M\"}", covers: "ZwA0cCtlCykMvNCDJu9M" },
    ],
    ignore: ["FINICITY_TOKEN=${FINICITY_TOKEN}", "FINICITY_TOKEN=ZwA0cC"],
  },
  'finicity-api-token': {
    match: [
      { text: "FINICITY_APP_KEY=911ae32459bba91b38d99e43fbe2759a", covers: "911ae32459bba91b38d99e43fbe2759a" },
      { text: "{\"finicity_app_key\": \"911ae32459bba91b38d99e43fbe2759a\"}", covers: "911ae32459bba91b38d99e43fbe2759a" },
    ],
    ignore: ["FINICITY_TOKEN=${FINICITY_TOKEN}", "FINICITY_APP_KEY=911ae32459"],
  },
};
