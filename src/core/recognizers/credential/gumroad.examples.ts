/** Own examples of the rules in gumroad.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'gumroad-access-token': {
    match: [
      { text: "GUMROAD_TOKEN=G9Ud3qQ3RnHGXUtYJ4HwNFA0naFPy4KnWBNjWK7t68G", covers: "G9Ud3qQ3RnHGXUtYJ4HwNFA0naFPy4KnWBNjWK7t68G" },
      { text: "{\"gumroad_api_key\": \"G9Ud3qQ3RnHGXUtYJ4HwNFA0naFPy4KnWBNjWK7t68G\"}", covers: "G9Ud3qQ3RnHGXUtYJ4HwNFA0naFPy4KnWBNjWK7t68G" },
    ],
    ignore: ["GUMROAD_TOKEN=${GUMROAD_TOKEN}", "GUMROAD_TOKEN=G9Ud3qQ3RnHGXU"],
  },
};
