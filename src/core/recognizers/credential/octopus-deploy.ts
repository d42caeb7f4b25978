/** Octopus Deploy credentials, in the format the provider documents publicly. */
import { END, START, credential, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'octopus-deploy-api-key',
  description: 'Octopus Deploy API key',
  label: 'OCTOPUS_DEPLOY_KEY',
  keywords: ['api-'],
  patterns: [pattern(START, 'API-', run('[A-Z0-9]', 26), END)],
  minEntropy: 3,
  confidence: 0.97,
});

export const OCTOPUS_DEPLOY = provider('octopus-deploy', 'Octopus Deploy', [rule1]);
