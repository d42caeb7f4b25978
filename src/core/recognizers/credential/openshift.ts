/** OpenShift credentials, in the format the provider documents publicly. */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'openshift-user-token',
  description: 'OpenShift user token',
  label: 'OPENSHIFT_KEY',
  keywords: ['sha256~'],
  patterns: [pattern(START, 'sha256~', run(URLSAFE, 43), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.95,
});

export const OPENSHIFT = provider('openshift', 'OpenShift', [rule1]);
