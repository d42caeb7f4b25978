/** Replicate API tokens (r8_ + 37–40). */
import { ALNUM, END, START, credential, pattern, provider, span } from './_rule';

const rule = credential({
  id: 'replicate-api-token',
  description: 'Replicate API token',
  label: 'REPLICATE_TOKEN',
  keywords: ['r8_', 'r8 '],
  patterns: [pattern(START, 'r8[_ ]', span(ALNUM, 37, 40), END)],
  minEntropy: 3.5,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'REPLICATE_API_TOKEN=r8_6hcmVjbOhWLtpZZhaOhofeQA7wDzqN8ksQdhR', covers: 'r8_6hcmVjbOhWLtpZZhaOhofeQA7wDzqN8ksQdhR' },
      { text: 'REPLICATE_API_TOKEN=r8_6hcmVjbOhWLtpZZhaOhof\neQA7wDzqN8ksQdhR', covers: 'r8_6hcmVjbOhWLtpZZhaOhof\neQA7wDzqN8ksQdhR' }, { text: 'export REPLICATE_API_TOKEN=r8_HtEacUYHmmJtWxZJHNgoUI44b7Do7QSjZxAWcpJm', covers: 'r8_HtEacUYHmmJtWxZJHNgoUI44b7Do7QSjZxAWcpJm' },
    ],
    ignore: ['r8_O6vxpqoi84Omps3TuGjb', 'the r8 engine with a v8 block'],
  },
});

export const REPLICATE = provider('replicate', 'Replicate', [rule]);
