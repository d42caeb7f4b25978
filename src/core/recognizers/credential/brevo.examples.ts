/** Own examples of the rules in brevo.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'brevo-api-key': {
    match: [
      { text: 'BREVO_API_KEY=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', covers: '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' },
      { text: 'BREVO_API_KEY=xkeysib-12afc8e00aa1da5204642bbdb4a78f19e8b8480f3b47c\n20431658b4550b7ef6b-5zYdNUy5BGquAEzp', covers: 'xkeysib-12afc8e00aa1da5204642bbdb4a78f19e8b8480f3b47c\n20431658b4550b7ef6b-5zYdNUy5BGquAEzp' },
    ],
    ignore: ['xkeysib-cb17cdc70808d77b6ad89f65f84992a0f75ae616b1e5d490340494b35ec2daca', 'xkeysib-...'],
  },
};
