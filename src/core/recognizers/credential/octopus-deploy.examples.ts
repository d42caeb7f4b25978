/** Own examples of the rules in octopus-deploy.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'octopus-deploy-api-key': {
    match: [
      { text: "OCTOPUS_DEPLOY_TOKEN=API-XT6GSS2WXXVOIITOMIZD6I3I8A", covers: "API-XT6GSS2WXXVOIITOMIZD6I3I8A" },
      { text: "Here is the key: API-XT6GSS2WXXVOIITOMIZD6I3I8A (rotate it)", covers: "API-XT6GSS2WXXVOIITOMIZD6I3I8A" },
    ],
    ignore: ["OCTOPUS_DEPLOY_TOKEN=API-I497EMBI", "API-xxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
