/** HERE credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'here-api-key',
  description: 'HERE API key',
  label: 'HERE_KEY',
  keywords: ['here'],
  patterns: [labelled('here[_ .-]?(?:api|maps)', run(URLSAFE, 43), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const HERE = provider('here', 'HERE', [rule1]);
