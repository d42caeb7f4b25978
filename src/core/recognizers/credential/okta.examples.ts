/** Own examples of the rules in okta.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'okta-api-token': {
    match: [
      { text: 'OKTA_API_TOKEN=00O_Yec9dmqjy6Z6_LyZm_GYy-h-gkGf-uJJPM860N', covers: '00O_Yec9dmqjy6Z6_LyZm_GYy-h-gkGf-uJJPM860N' },
      { text: 'OKTA_API_TOKEN=00O_Yec9dmqjy6Z6_LyZm_GYy\n-h-gkGf-uJJPM860N', covers: '00O_Yec9dmqjy6Z6_LyZm_GYy\n-h-gkGf-uJJPM860N' },
      { text: 'Authorization: SSWS 00paL5Ng5GCdY5ULPObHJqUwcDMRWo6r7BguLHATzV', covers: '00paL5Ng5GCdY5ULPObHJqUwcDMRWo6r7BguLHATzV' },
    ],
    ignore: ['OKTA_API_TOKEN={apiToken}', 'Authorization: SSWS ${api_token}'],
  },
};
