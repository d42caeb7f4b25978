/** Mandrill credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'mandrill-api-key',
  description: 'Mandrill API key',
  label: 'MANDRILL_KEY',
  keywords: ['mandrill'],
  patterns: [labelled('mandrill', run(URLSAFE, 22), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const MANDRILL = provider('mandrill', 'Mandrill', [rule1]);
