/** Own examples of the rules in infisical.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'infisical-service-token': {
    match: [
      { text: "INFISICAL_TOKEN=st.c6e30b60-7961-4019-a7dd-9487f011dc80.e12350dad6783b2a97319ec605b62745.61198f2a5eef51565ddecaa6d299b9d7", covers: "st.c6e30b60-7961-4019-a7dd-9487f011dc80.e12350dad6783b2a97319ec605b62745.61198f2a5eef51565ddecaa6d299b9d7" },
      { text: "config: { infisical_secret: \"st.c6e30b60-7961-4019-a7dd-9487f011dc80.e12350dad6783b2a97319ec605b62745.61198f2a5eef51565ddecaa6d299b9d7\" }", covers: "st.c6e30b60-7961-4019-a7dd-9487f011dc80.e12350dad6783b2a97319ec605b62745.61198f2a5eef51565ddecaa6d299b9d7" },
    ],
    ignore: ["INFISICAL_TOKEN=${INFISICAL_TOKEN}", "See the Infisical documentation for how to create a token."],
  },
};
