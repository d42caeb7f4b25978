/** Figma personal access tokens (figd_). */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, span } from './_rule';

const token = credential({
  id: 'figma-access-token',
  description: 'Figma personal access token',
  label: 'FIGMA_TOKEN',
  keywords: ['figd_', 'figd '],
  patterns: [pattern(START, 'figd[_ ]', span(URLSAFE, 38, 48), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.98,
});

export const FIGMA = provider('figma', 'Figma', [token]);
