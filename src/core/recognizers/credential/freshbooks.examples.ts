/** Own examples of the rules in freshbooks.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'freshbooks-access-token': {
    match: [
      { text: "FRESHBOOKS_TOKEN=zJ4AOrlyI6CYtUJ674Cn5RoqNDpsXLr84OygvPS4MiGVLOmKBdIsDFmi6U6L3TaZ", covers: "zJ4AOrlyI6CYtUJ674Cn5RoqNDpsXLr84OygvPS4MiGVLOmKBdIsDFmi6U6L3TaZ" },
      { text: "{\"freshbooks_api_key\": \"zJ4AOrlyI6CYtUJ674Cn5RoqNDpsXLr84OygvPS4MiGVLOmKBdIsDFmi6U6L3TaZ\"}", covers: "zJ4AOrlyI6CYtUJ674Cn5RoqNDpsXLr84OygvPS4MiGVLOmKBdIsDFmi6U6L3TaZ" },
    ],
    ignore: ["FRESHBOOKS_TOKEN=${FRESHBOOKS_TOKEN}", "FRESHBOOKS_TOKEN=zJ4AOrlyI6CYtUJ674Cn5"],
  },
};
