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
});

export const OKTA = provider('okta', 'Okta', [apiToken]);
