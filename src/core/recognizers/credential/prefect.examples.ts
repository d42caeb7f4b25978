/** Own examples of the rules in prefect.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'prefect-api-key': {
    match: [
      { text: 'PREFECT_API_KEY=pnu_IFESCCiaFk7HPwgcSnBb8yTrnH4jxQIvYX5O', covers: 'pnu_IFESCCiaFk7HPwgcSnBb8yTrnH4jxQIvYX5O' },
      { text: 'PREFECT_API_KEY=pnu_IFESCCiaFk7HPwgcSnBb 8yTrnH4jxQIvYX5O', covers: 'pnu_IFESCCiaFk7HPwgcSnBb 8yTrnH4jxQIvYX5O' },
    ],
    ignore: ['pnu_XCqcHwQq7YD2aTbUrsyP'],
  },
};
