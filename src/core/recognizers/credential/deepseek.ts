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
  examples: {
    match: [
      { text: 'DEEPSEEK_API_KEY=sk-ee6a63c59620e66869002b6d08b5ab93', covers: 'sk-ee6a63c59620e66869002b6d08b5ab93' },
      { text: 'deepseek key: sk-15bd0e3a34bff2aa f438c6b8068dc5d4', covers: 'sk-15bd0e3a34bff2aa f438c6b8068dc5d4' },
    ],
    ignore: ['DEEPSEEK_API_KEY=sk-xxxxxxxx', 'deepseek-chat is the model name'],
  },
});

export const DEEPSEEK = provider('deepseek', 'DeepSeek', [apiKey]);
