/** Mistral AI API keys: 32 characters next to a Mistral label (the keys carry no prefix). */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiKey = credential({
  id: 'mistral-api-key',
  description: 'Mistral AI API key',
  label: 'MISTRAL_KEY',
  keywords: ['mistral'],
  patterns: [labelled('mistral', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.9,
  examples: {
    match: [
      { text: 'MISTRAL_API_KEY=HUR6ay9swuZDhOyoDUiukCt3VkmtvUYT', covers: 'HUR6ay9swuZDhOyoDUiukCt3VkmtvUYT' },
      { text: 'MISTRAL_API_KEY=HUR6ay9swuZDhOyoDUi\nukCt3VkmtvUYT', covers: 'HUR6ay9swuZDhOyoDUi\nukCt3VkmtvUYT' },
      { text: 'client = Mistral(api_key="rs5AXKhoeY1xRwSZZnpeJVOgGuJa8BRY")', covers: 'rs5AXKhoeY1xRwSZZnpeJVOgGuJa8BRY' },
    ],
    ignore: ['MISTRAL_API_KEY=${MISTRAL_API_KEY}', 'model="mistral-large-latest"'],
  },
});

export const MISTRAL = provider('mistral', 'Mistral AI', [apiKey]);
