/** SettleMint credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'settlemint-access-token',
  description: 'SettleMint access token',
  label: 'SETTLEMINT_KEY',
  keywords: ['sm_pat_', 'sm_aat_', 'sm_sat_'],
  patterns: [pattern(START, 'sm_(?:pat|aat|sat)_', run(ALNUM, 16), END)],
  minEntropy: 3,
  confidence: 0.95,
});

export const SETTLEMINT = provider('settlemint', 'SettleMint', [rule1]);
