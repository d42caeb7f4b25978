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
});

export const CLOJARS = provider('clojars', 'Clojars', [rule]);
