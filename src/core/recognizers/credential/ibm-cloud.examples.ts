/** Own examples of the rules in ibm-cloud.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'ibm-cloud-api-key': {
    match: [
      { text: "IBM_TOKEN=H22FeRZ4QMieYlvXui7GKC_DEjyJUkSdG1-fhe5pK7dw", covers: "H22FeRZ4QMieYlvXui7GKC_DEjyJUkSdG1-fhe5pK7dw" },
      { text: "{\"ibm_api_key\": \"H22FeRZ4QMieYlvXui7GKC_DEjyJUkSdG1-fhe5pK7dw\"}", covers: "H22FeRZ4QMieYlvXui7GKC_DEjyJUkSdG1-fhe5pK7dw" },
    ],
    ignore: ["IBM_TOKEN=${IBM_TOKEN}", "IBM_TOKEN=H22FeRZ4QMieYl"],
  },
};
