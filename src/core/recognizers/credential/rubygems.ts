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
  examples: {
    match: [
      { text: ':rubygems_api_key: rubygems_77ea96ba931933f49a3e2880710f3727d0ccbf8e52d76e52', covers: 'rubygems_77ea96ba931933f49a3e2880710f3727d0ccbf8e52d76e52' }, { text: 'GEM_HOST_API_KEY=rubygems_9a044216469b20104c3bfea0 50c21d48f7eb06852102364c', covers: 'rubygems_9a044216469b20104c3bfea0 50c21d48f7eb06852102364c' },
    ],
    ignore: ['rubygems_79780db2fd0fe06a7f0e8398837f1a', 'rubygems_api_key'],
  },
});

export const RUBYGEMS = provider('rubygems', 'RubyGems', [rule]);
