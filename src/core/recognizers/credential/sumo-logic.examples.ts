/** Own examples of the rules in sumo-logic.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'sumo-logic-access-key': {
    match: [
      { text: "SUMO_TOKEN=SphcQPhaAuhYe7TWM7P7RgYOvOYtyAIfWDMzlhKlHbbHALRoMldoA8pXkGkuXgGf", covers: "SphcQPhaAuhYe7TWM7P7RgYOvOYtyAIfWDMzlhKlHbbHALRoMldoA8pXkGkuXgGf" },
      { text: "{\"sumo_api_key\": \"SphcQPhaAuhYe7TWM7P7RgYOvOYtyAIfWDMzlhKlHbbHALRoMldoA8pXkGkuXgGf\"}", covers: "SphcQPhaAuhYe7TWM7P7RgYOvOYtyAIfWDMzlhKlHbbHALRoMldoA8pXkGkuXgGf" },
    ],
    ignore: ["SUMO_TOKEN=${SUMO_TOKEN}", "SUMO_TOKEN=SphcQPhaAuhYe7TWM7P7R"],
  },
};
