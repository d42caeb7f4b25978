/** Own examples of the rules in replicate.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'replicate-api-token': {
    match: [
      { text: 'REPLICATE_API_TOKEN=r8_6hcmVjbOhWLtpZZhaOhofeQA7wDzqN8ksQdhR', covers: 'r8_6hcmVjbOhWLtpZZhaOhofeQA7wDzqN8ksQdhR' },
      { text: 'REPLICATE_API_TOKEN=r8_6hcmVjbOhWLtpZZhaOhof\neQA7wDzqN8ksQdhR', covers: 'r8_6hcmVjbOhWLtpZZhaOhof\neQA7wDzqN8ksQdhR' }, { text: 'export REPLICATE_API_TOKEN=r8_HtEacUYHmmJtWxZJHNgoUI44b7Do7QSjZxAWcpJm', covers: 'r8_HtEacUYHmmJtWxZJHNgoUI44b7Do7QSjZxAWcpJm' },
    ],
    ignore: ['r8_O6vxpqoi84Omps3TuGjb', 'the r8 engine with a v8 block'],
  },
};
