/** Own examples of the rules in trello.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'trello-token': {
    match: [
      { text: "TRELLO_TOKEN=ATTAc971daa8f627367f65db2262646c76ff66d556131403e613dc1dae7f74f278988d841826", covers: "ATTAc971daa8f627367f65db2262646c76ff66d556131403e613dc1dae7f74f278988d841826" },
      { text: "config: { trello_secret: \"ATTAc971daa8f627367f65db2262646c76ff66d556131403e613dc1dae7f74f278988d841826\" }", covers: "ATTAc971daa8f627367f65db2262646c76ff66d556131403e613dc1dae7f74f278988d841826" },
    ],
    ignore: ["TRELLO_TOKEN=${TRELLO_TOKEN}", "See the Trello documentation for how to create a token."],
  },
  'trello-api-key': {
    match: [
      { text: "TRELLO_TOKEN=53cdf691ae5feb337bd399357711de74", covers: "53cdf691ae5feb337bd399357711de74" },
      { text: "{\"trello_api_key\": \"53cdf691ae5feb337bd399357711de74\"}", covers: "53cdf691ae5feb337bd399357711de74" },
    ],
    ignore: ["TRELLO_TOKEN=${TRELLO_TOKEN}", "TRELLO_TOKEN=53cdf691ae"],
  },
};
