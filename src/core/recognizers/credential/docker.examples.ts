/** Own examples of the rules in docker.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'docker-hub-access-token': {
    match: [
      { text: 'echo dckr_pat_r0EsvDnreNrUz6AceVrwt9p4Ld9 | docker login -u acme --password-stdin', covers: 'dckr_pat_r0EsvDnreNrUz6AceVrwt9p4Ld9' },
      { text: 'DOCKERHUB_TOKEN: dckr oat UyObF9NiaZ9I5vOXvtXYqfxXIOo', covers: 'dckr oat UyObF9NiaZ9I5vOXvtXYqfxXIOo' },
    ],
    ignore: ['dckr_pat_***', 'dckr_pat_N4RHCgI4Zn'],
  },
};
