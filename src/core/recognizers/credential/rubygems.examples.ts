/** Own examples of the rules in rubygems.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'rubygems-api-key': {
    match: [
      { text: ':rubygems_api_key: rubygems_77ea96ba931933f49a3e2880710f3727d0ccbf8e52d76e52', covers: 'rubygems_77ea96ba931933f49a3e2880710f3727d0ccbf8e52d76e52' }, { text: 'GEM_HOST_API_KEY=rubygems_9a044216469b20104c3bfea0 50c21d48f7eb06852102364c', covers: 'rubygems_9a044216469b20104c3bfea0 50c21d48f7eb06852102364c' },
    ],
    ignore: ['rubygems_79780db2fd0fe06a7f0e8398837f1a', 'rubygems_api_key'],
  },
};
