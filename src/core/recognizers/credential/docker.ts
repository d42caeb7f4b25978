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
  examples: {
    match: [
      { text: 'echo dckr_pat_r0EsvDnreNrUz6AceVrwt9p4Ld9 | docker login -u acme --password-stdin', covers: 'dckr_pat_r0EsvDnreNrUz6AceVrwt9p4Ld9' },
      { text: 'DOCKERHUB_TOKEN: dckr oat UyObF9NiaZ9I5vOXvtXYqfxXIOo', covers: 'dckr oat UyObF9NiaZ9I5vOXvtXYqfxXIOo' },
    ],
    ignore: ['dckr_pat_***', 'dckr_pat_N4RHCgI4Zn'],
  },
});

export const DOCKER = provider('docker', 'Docker Hub', [accessToken]);
