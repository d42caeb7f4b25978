/** RubyGems API keys (rubygems_ + 48 hex). */
import { END, HEX, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'rubygems-api-key',
  description: 'RubyGems API key',
  label: 'RUBYGEMS_KEY',
  keywords: ['rubygems'],
  patterns: [pattern(START, 'rubygems[_ ]', run(HEX, 48), END)],
  minEntropy: 3,
  confidence: 0.99,
});

export const RUBYGEMS = provider('rubygems', 'RubyGems', [rule]);
