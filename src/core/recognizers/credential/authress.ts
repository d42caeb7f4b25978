/** Authress credentials, in the format the provider documents publicly. */
import { END_URLSAFE, LABEL_VIEWS, URLSAFE, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'authress-service-client-key',
  description: 'Authress service client key',
  label: 'AUTHRESS_KEY',
  keywords: ['authress'],
  patterns: [labelled('authress', run(URLSAFE, 64), END_URLSAFE)],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const AUTHRESS = provider('authress', 'Authress', [rule1]);
