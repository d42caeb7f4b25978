/** Own examples of the rules in linear.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'linear-api-key': {
    match: [
      { text: 'LINEAR_API_KEY=lin_api_OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm', covers: 'lin_api_OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm' },
      { text: 'key from the screenshot: lin api OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm', covers: 'lin api OI6zwsClGbpyJwqSrfOZe9NY3ops0nLDV4nxgNlm' },
      { text: 'LINEAR_API_KEY=lin_api_OI6zwsClGbpyJwqSrfOZ\ne9NY3ops0nLDV4nxgNlm', covers: 'lin_api_OI6zwsClGbpyJwqSrfOZ\ne9NY3ops0nLDV4nxgNlm' },
      { text: 'Authorization: lin_oauth_f8866e0c461ee001d38da9b6f9e79ba59c3a4fdebbedcb5b4016aa5ff4d77a0a', covers: 'lin_oauth_f8866e0c461ee001d38da9b6f9e79ba59c3a4fdebbedcb5b4016aa5ff4d77a0a' },
    ],
    ignore: ['LINEAR_API_KEY=lin_api_xxx', 'lin_api_RB11Nwt4wS5QPsZJA94pBjODFS3bov'],
  },
};
