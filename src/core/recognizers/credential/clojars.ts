/** Clojars deploy tokens (CLOJARS_ + 60). */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'clojars-deploy-token',
  description: 'Clojars deploy token',
  label: 'CLOJARS_TOKEN',
  keywords: ['clojars_'],
  patterns: [pattern(START, 'CLOJARS_', run('[a-z0-9]', 60), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'CLOJARS_PASSWORD=CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5ewnoerlaqrecm6d09xrauc38s9v0r', covers: 'CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5ewnoerlaqrecm6d09xrauc38s9v0r' },
      { text: 'CLOJARS_PASSWORD=CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5e wnoerlaqrecm6d09xrauc38s9v0r', covers: 'CLOJARS_cpmaci6o1gbduehh5i71alo8j86h7w5e wnoerlaqrecm6d09xrauc38s9v0r' },
    ],
    ignore: ['CLOJARS_z1u80yjyy0jap6qypmhfcdz9u29u3a', 'CLOJARS_USERNAME=acme'],
  },
});

export const CLOJARS = provider('clojars', 'Clojars', [rule]);
