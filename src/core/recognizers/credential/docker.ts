/** Docker Hub personal and organisation access tokens (dckr_pat_, dckr_oat_). */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, span } from './_rule';

const accessToken = credential({
  id: 'docker-hub-access-token',
  description: 'Docker Hub access token',
  label: 'DOCKER_TOKEN',
  keywords: ['dckr'],
  patterns: [pattern(START, 'dckr[_ ][po]at[_ ]', span(URLSAFE, 24, 40), END_URLSAFE)],
  minEntropy: 3,
  confidence: 0.99,
});

export const DOCKER = provider('docker', 'Docker Hub', [accessToken]);
