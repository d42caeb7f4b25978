/** Own examples of the rules in mistral.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mistral-api-key': {
    match: [
      { text: 'MISTRAL_API_KEY=HUR6ay9swuZDhOyoDUiukCt3VkmtvUYT', covers: 'HUR6ay9swuZDhOyoDUiukCt3VkmtvUYT' },
      { text: 'MISTRAL_API_KEY=HUR6ay9swuZDhOyoDUi\nukCt3VkmtvUYT', covers: 'HUR6ay9swuZDhOyoDUi\nukCt3VkmtvUYT' },
      { text: 'client = Mistral(api_key="rs5AXKhoeY1xRwSZZnpeJVOgGuJa8BRY")', covers: 'rs5AXKhoeY1xRwSZZnpeJVOgGuJa8BRY' },
    ],
    ignore: ['MISTRAL_API_KEY=${MISTRAL_API_KEY}', 'model="mistral-large-latest"'],
  },
};
