/** Own examples of the rules in clojars.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'clojars-deploy-token': {
    match: [
      { text: 'CLOJARS_PASSWORD=CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5ewnoerlaqrecm6d09xrauc38s9v0r', covers: 'CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5ewnoerlaqrecm6d09xrauc38s9v0r' },
      { text: 'CLOJARS_PASSWORD=CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5e wnoerlaqrecm6d09xrauc38s9v0r', covers: 'CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5e wnoerlaqrecm6d09xrauc38s9v0r' },
    ],
    ignore: ['CLOJARS_z1u80yjyy0jap6qypmhfcdz9u29u3a', 'CLOJARS_USERNAME=acme'],
  },
};
