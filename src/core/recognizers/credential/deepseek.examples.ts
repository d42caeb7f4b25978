/** Own examples of the rules in deepseek.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'deepseek-api-key': {
    match: [
      { text: 'DEEPSEEK_API_KEY=sk-ee6a63c59620e66869002b6d08b5ab93', covers: 'sk-ee6a63c59620e66869002b6d08b5ab93' },
      { text: 'deepseek key: sk-15bd0e3a34bff2aa f438c6b8068dc5d4', covers: 'sk-15bd0e3a34bff2aa f438c6b8068dc5d4' },
    ],
    ignore: ['DEEPSEEK_API_KEY=sk-xxxxxxxx', 'deepseek-chat is the model name'],
  },
};
