/** Deno Deploy credentials, in the format the provider documents publicly. */
import { ALNUM, END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'deno-deploy-token',
  description: 'Deno Deploy access token',
  label: 'DENO_DEPLOY_KEY',
  keywords: ['ddp_'],
  patterns: [pattern(START, 'ddp_', run(ALNUM, 36), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

export const DENO_DEPLOY = provider('deno-deploy', 'Deno Deploy', [rule1]);
