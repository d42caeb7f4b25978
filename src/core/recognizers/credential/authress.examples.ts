/** Own examples of the rules in authress.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'authress-service-client-key': {
    match: [
      { text: "AUTHRESS_TOKEN=d-zoVdAEEA21_J-rDMQT0i1XxuA_GXDghpdPibGhC_IqDkNS7Sv4ceog5Xsh5kYl", covers: "d-zoVdAEEA21_J-rDMQT0i1XxuA_GXDghpdPibGhC_IqDkNS7Sv4ceog5Xsh5kYl" },
      { text: "{\"authress_api_key\": \"d-zoVdAEEA21_J-rDMQT0i1XxuA_GXDghpdPibGhC_IqDkNS7Sv4ceog5Xsh5kYl\"}", covers: "d-zoVdAEEA21_J-rDMQT0i1XxuA_GXDghpdPibGhC_IqDkNS7Sv4ceog5Xsh5kYl" },
    ],
    ignore: ["AUTHRESS_TOKEN=${AUTHRESS_TOKEN}", "AUTHRESS_TOKEN=d-zoVdAEEA21_J-rDMQT0"],
  },
};
