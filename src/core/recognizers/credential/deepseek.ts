/** DeepSeek API keys: sk- + 32 hex, taken only next to a DeepSeek label since the shape is shared with others. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiKey = credential({
  id: 'deepseek-api-key',
  description: 'DeepSeek API key',
  label: 'DEEPSEEK_KEY',
  keywords: ['deepseek'],
  patterns: [labelled('deepseek', `sk-${run(HEX, 32)}`)],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.93,
});

export const DEEPSEEK = provider('deepseek', 'DeepSeek', [apiKey]);
