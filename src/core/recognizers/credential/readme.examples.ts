/** Own examples of the rules in readme.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'readme-api-key': {
    match: [
      { text: "README_TOKEN=rdme_izkl41wpnw8rm0pu71wnevs91i0cjtz3di72s9lk32tim26lz05iul1ll8agneawl2hj1x", covers: "rdme_izkl41wpnw8rm0pu71wnevs91i0cjtz3di72s9lk32tim26lz05iul1ll8agneawl2hj1x" },
      { text: "Here is the key: rdme_izkl41wpnw8rm0pu71wnevs91i0cjtz3di72s9lk32tim26lz05iul1ll8agneawl2hj1x (rotate it)", covers: "rdme_izkl41wpnw8rm0pu71wnevs91i0cjtz3di72s9lk32tim26lz05iul1ll8agneawl2hj1x" },
    ],
    ignore: ["README_TOKEN=rdme_gxik8oxb6ww8sj1pgta1n18", "rdme_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
