/** Own examples of the rules in openrouter.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'openrouter-api-key': {
    match: [
      { text: 'OPENROUTER_API_KEY=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', covers: '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' },
      { text: 'OPENROUTER_API_KEY=sk-or-v1-c791e3ebc149d4f5fc98d669d798dbf7ab 95e0e78c72cdba5e3d874de49e391a', covers: 'sk-or-v1-c791e3ebc149d4f5fc98d669d798dbf7ab 95e0e78c72cdba5e3d874de49e391a' },
    ],
    ignore: ['sk-or-v1-4bdacc64abea0eef60241eda6ddadb', 'sk-or-v1-...'],
  },
};
