/** Asana personal access tokens: "1/…:" or "2/…/…:" followed by 32 hex characters. */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const pat = credential({
  id: 'asana-personal-access-token',
  description: 'Asana personal access token',
  label: 'ASANA_TOKEN',
  keywords: ['asana'],
  patterns: [pattern(START, '(?<!/)[12]/[0-9]{10,20}(?:/[0-9]{10,20})?:', run(HEX, 32), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const ASANA = provider('asana', 'Asana', [pat]);
