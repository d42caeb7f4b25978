/** CircleCI credentials, in the format the provider documents publicly. */
import { ALNUM, END, HEX, LABEL_VIEWS, START, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'circleci-personal-token',
  description: 'CircleCI personal API token',
  label: 'CIRCLECI_KEY',
  keywords: ['ccipat_'],
  patterns: [pattern(START, 'CCIPAT_', run(ALNUM, 22), '_', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'circleci-api-token',
  description: 'CircleCI API token',
  label: 'CIRCLECI_KEY',
  keywords: ['circle'],
  patterns: [labelled('circle(?:ci)?', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const CIRCLECI = provider('circleci', 'CircleCI', [rule1, rule2]);
