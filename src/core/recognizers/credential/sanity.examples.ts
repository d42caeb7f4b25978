/** Own examples of the rules in sanity.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sanity-api-token': {
    match: [
      { text: "SANITY_API_TOKEN=sk5o6D42a0GMTkWMqfFgHokUJFqKNhVB2sgi9bZ7dR0IP6nKeEvosILjS5GrXohZiF8BjJ2f2m4hFiqUk6", covers: "sk5o6D42a0GMTkWMqfFgHokUJFqKNhVB2sgi9bZ7dR0IP6nKeEvosILjS5GrXohZiF8BjJ2f2m4hFiqUk6" },
      { text: "config: { sanity_secret: \"sk5o6D42a0GMTkWMqfFgHokUJFqKNhVB2sgi9bZ7dR0IP6nKeEvosILjS5GrXohZiF8BjJ2f2m4hFiqUk6\" }", covers: "sk5o6D42a0GMTkWMqfFgHokUJFqKNhVB2sgi9bZ7dR0IP6nKeEvosILjS5GrXohZiF8BjJ2f2m4hFiqUk6" },
    ],
    ignore: ["SANITY_API_TOKEN=${SANITY_API_TOKEN}", "See the Sanity documentation for how to create a token."],
  },
};
