/** Prefect Cloud API keys (pnu_ + 36). */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule = credential({
  id: 'prefect-api-key',
  description: 'Prefect Cloud API key',
  label: 'PREFECT_KEY',
  keywords: ['pnu_', 'pnu '],
  patterns: [pattern(START, 'pnu[_ ]', run(ALNUM, 36), END)],
  minEntropy: 3,
  confidence: 0.99,
  examples: {
    match: [
      { text: 'PREFECT_API_KEY=pnu_IFESCCiaFk7HPwgcSnBb8yTrnH4jxQIvYX5O', covers: 'pnu_IFESCCiaFk7HPwgcSnBb8yTrnH4jxQIvYX5O' },
      { text: 'PREFECT_API_KEY=pnu_IFESCCiaFk7HPwgcSnBb 8yTrnH4jxQIvYX5O', covers: 'pnu_IFESCCiaFk7HPwgcSnBb 8yTrnH4jxQIvYX5O' },
    ],
    ignore: ['pnu_XCqcHwQq7YD2aTbUrsyP'],
  },
});

export const PREFECT = provider('prefect', 'Prefect', [rule]);
