/** Okta API tokens: 00 + 40 characters, next to an Okta label or after the SSWS authorization scheme. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, ci, credential, labelled, pattern, provider, run } from './_rule';

const apiToken = credential({
  id: 'okta-api-token',
  description: 'Okta API token',
  label: 'OKTA_TOKEN',
  keywords: ['okta', 'ssws'],
  patterns: [labelled('okta', `00${run(URLSAFE, 40)}`, END_URLSAFE), pattern(ci('ssws'), '[ \\t]+(?<v>00', run(URLSAFE, 40), ')', END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.95,
  examples: {
    match: [
      { text: 'OKTA_API_TOKEN=00O_Yec9dmqjy6Z6_LyZm_GYy-h-gkGf-uJJPM860N', covers: '00O_Yec9dmqjy6Z6_LyZm_GYy-h-gkGf-uJJPM860N' },
      { text: 'OKTA_API_TOKEN=00O_Yec9dmqjy6Z6_LyZm_GYy\n-h-gkGf-uJJPM860N', covers: '00O_Yec9dmqjy6Z6_LyZm_GYy\n-h-gkGf-uJJPM860N' },
      { text: 'Authorization: SSWS 00paL5Ng5GCdY5ULPObHJqUwcDMRWo6r7BguLHATzV', covers: '00paL5Ng5GCdY5ULPObHJqUwcDMRWo6r7BguLHATzV' },
    ],
    ignore: ['OKTA_API_TOKEN={apiToken}', 'Authorization: SSWS ${api_token}'],
  },
});

export const OKTA = provider('okta', 'Okta', [apiToken]);
