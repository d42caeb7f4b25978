/** Harbor credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'harbor-robot-secret',
  description: 'Harbor robot account secret',
  label: 'HARBOR_KEY',
  keywords: ['harbor'],
  patterns: [labelled('harbor', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const HARBOR = provider('harbor', 'Harbor', [rule1]);
