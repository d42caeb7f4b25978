/** PagerDuty credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'pagerduty-api-key',
  description: 'PagerDuty API key',
  label: 'PAGERDUTY_KEY',
  keywords: ['pagerduty'],
  patterns: [labelled('pager[_ .-]?duty', run(URLSAFE, 20), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const PAGERDUTY = provider('pagerduty', 'PagerDuty', [rule1]);
