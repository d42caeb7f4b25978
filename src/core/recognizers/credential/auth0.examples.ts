/** Own examples of the rules in auth0.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'auth0-client-secret': {
    match: [
      { text: "AUTH0_TOKEN=uaJDilgtpJYMc9gOp_QGS0dTEi2FxBots2OWoqJnHekted8wx3mil7ybDYcWqp2G", covers: "uaJDilgtpJYMc9gOp_QGS0dTEi2FxBots2OWoqJnHekted8wx3mil7ybDYcWqp2G" },
      { text: "{\"auth0_api_key\": \"uaJDilgtpJYMc9gOp_QGS0dTEi2FxBots2OWoqJnHekted8wx3mil7ybDYcWqp2G\"}", covers: "uaJDilgtpJYMc9gOp_QGS0dTEi2FxBots2OWoqJnHekted8wx3mil7ybDYcWqp2G" },
    ],
    ignore: ["AUTH0_TOKEN=${AUTH0_TOKEN}", "AUTH0_TOKEN=uaJDilgtpJYMc9gOp_QGS"],
  },
};
