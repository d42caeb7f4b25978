/** FusionAuth credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'fusionauth-api-key',
  description: 'FusionAuth API key',
  label: 'FUSIONAUTH_KEY',
  keywords: ['fusionauth'],
  patterns: [labelled('fusion[_ .-]?auth', run(URLSAFE, 64), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const FUSIONAUTH = provider('fusionauth', 'FusionAuth', [rule1]);
