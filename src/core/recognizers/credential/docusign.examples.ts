/** Own examples of the rules in docusign.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'docusign-integration-key': {
    match: [
      { text: "DOCUSIGN_TOKEN=db9b282e-c5f4-4ef2-a34e-1da27eb63b21", covers: "db9b282e-c5f4-4ef2-a34e-1da27eb63b21" },
      { text: "{\"docusign_api_key\": \"db9b282e-c5f4-4ef2-a34e-1da27eb63b21\"}", covers: "db9b282e-c5f4-4ef2-a34e-1da27eb63b21" },
    ],
    ignore: ["DOCUSIGN_TOKEN=${DOCUSIGN_TOKEN}", "DOCUSIGN_TOKEN=db9b282e-c5f"],
  },
};
