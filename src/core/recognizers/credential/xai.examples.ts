/** Own examples of the rules in xai.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'xai-api-key': {
    match: [
      { text: 'XAI_API_KEY=xai-V2BS9XSnCqRaXumNEP5wxyvNLDcrU2RLUa7MK7Ye61tQHmYvOVRmFkonaUMwUkUqHHl1JeNsXP0tqNZ2', covers: 'xai-V2BS9XSnCqRaXumNEP5wxyvNLDcrU2RLUa7MK7Ye61tQHmYvOVRmFkonaUMwUkUqHHl1JeNsXP0tqNZ2' }, { text: 'xai-y8XV4zMoljW5oqcpE7XddGHAGu3er4CxQnMJk4By\nGLErTwc4MUsgw91XiuweyiukUMk70IPEWnAOm3H7', covers: 'xai-y8XV4zMoljW5oqcpE7XddGHAGu3er4CxQnMJk4By\nGLErTwc4MUsgw91XiuweyiukUMk70IPEWnAOm3H7' },
    ],
    ignore: ['xai-czLIHR4YVv9yvZleedpKzCMaiURSL5NByu7BbaLQ', 'the xai-sdk package'],
  },
};
