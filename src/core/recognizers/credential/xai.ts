/** xAI (Grok) API keys (xai- + 80). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'xai-api-key',
  description: 'xAI API key',
  label: 'XAI_KEY',
  keywords: ['xai-'],
  patterns: [pattern(START, 'xai-', run(ALNUM, 80), END)],
  minEntropy: 3.5,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'XAI_API_KEY=xai-V2BS9XSnCqRaXumNEP5wxyvNLDcrU2RLUa7MK7Ye61tQHmYvOVRmFkonaUMwUkUqHHl1JeNsXP0tqNZ2', covers: 'xai-V2BS9XSnCqRaXumNEP5wxyvNLDcrU2RLUa7MK7Ye61tQHmYvOVRmFkonaUMwUkUqHHl1JeNsXP0tqNZ2' }, { text: 'xai-y8XV4zMoljW5oqcpE7XddGHAGu3er4CxQnMJk4By\nGLErTwc4MUsgw91XiuweyiukUMk70IPEWnAOm3H7', covers: 'xai-y8XV4zMoljW5oqcpE7XddGHAGu3er4CxQnMJk4By\nGLErTwc4MUsgw91XiuweyiukUMk70IPEWnAOm3H7' },
    ],
    ignore: ['xai-czLIHR4YVv9yvZleedpKzCMaiURSL5NByu7BbaLQ', 'the xai-sdk package'],
  },
});

export const XAI = provider('xai', 'xAI', [rule]);
