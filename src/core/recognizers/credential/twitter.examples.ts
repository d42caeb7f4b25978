/** Own examples of the rules in twitter.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'twitter-bearer-token': {
    match: [
      { text: "TWITTER_API_SECRET=AAAAAAAAAAAAAAAAAAAAAAoBTk60rEivMUASuxcyYHkxCiOPVjZneiO9R74jvHBVOeMZLQEwdBGc3fAIGYWSc1KHN7Dy0z6EiQXzjn", covers: "AAAAAAAAAAAAAAAAAAAAAAoBTk60rEivMUASuxcyYHkxCiOPVjZneiO9R74jvHBVOeMZLQEwdBGc3fAIGYWSc1KHN7Dy0z6EiQXzjn" },
      { text: "config: { twitter_secret: \"AAAAAAAAAAAAAAAAAAAAAAoBTk60rEivMUASuxcyYHkxCiOPVjZneiO9R74jvHBVOeMZLQEwdBGc3fAIGYWSc1KHN7Dy0z6EiQXzjn\" }", covers: "AAAAAAAAAAAAAAAAAAAAAAoBTk60rEivMUASuxcyYHkxCiOPVjZneiO9R74jvHBVOeMZLQEwdBGc3fAIGYWSc1KHN7Dy0z6EiQXzjn" },
    ],
    ignore: ["TWITTER_API_SECRET=${TWITTER_TOKEN}", "See the X (Twitter) documentation for how to create a token."],
  },
  'twitter-api-secret': {
    match: [
      { text: "TWITTER_API_SECRET=ysRThJRAy442ccxCRWtlJLzTxtDE1qZMAzMFkOqNNUvjb", covers: "ysRThJRAy442ccxCRWtlJLzTxtDE1qZMAzMFkOqNNUvjb" },
      { text: "{\"twitter_api_key\": \"ysRThJRAy442ccxCRWtlJLzTxtDE1qZMAzMFkOqNNUvjb\"}", covers: "ysRThJRAy442ccxCRWtlJLzTxtDE1qZMAzMFkOqNNUvjb" },
    ],
    ignore: ["TWITTER_API_SECRET=${TWITTER_TOKEN}", "TWITTER_API_SECRET=ysRThJRAy442ccx"],
  },
};
