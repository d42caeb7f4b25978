/** Figma personal access tokens (figd_). */
import { END_URLSAFE, START, URLSAFE, credential, pattern, provider, span } from './_rule';

const token = credential({
  id: 'figma-access-token',
  description: 'Figma personal access token',
  label: 'FIGMA_TOKEN',
  keywords: ['figd_', 'figd '],
  patterns: [pattern(START, 'figd[_ ]', span(URLSAFE, 38, 48), END_URLSAFE)],
  minEntropy: 3.5,
  confidence: 0.98,
  examples: {
    match: [
      { text: 'X-Figma-Token: figd_WQmEKHUPECpVO7UNXZtZuP3py0g5d9DWVXTsH5E4', covers: 'figd_WQmEKHUPECpVO7UNXZtZuP3py0g5d9DWVXTsH5E4' },
      { text: 'X-Figma-Token: figd_WQmEKHUPECpVO7UNXZtZuP 3py0g5d9DWVXTsH5E4', covers: 'figd_WQmEKHUPECpVO7UNXZtZuP 3py0g5d9DWVXTsH5E4' },
    ],
    ignore: ['figd_WxUAAu1Yw0', 'FIGMA_TOKEN=figd_...'],
  },
});

export const FIGMA = provider('figma', 'Figma', [token]);
