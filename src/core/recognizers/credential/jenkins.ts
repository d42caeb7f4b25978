/** Jenkins credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'jenkins-api-token',
  description: 'Jenkins API token',
  label: 'JENKINS_KEY',
  keywords: ['jenkins'],
  patterns: [labelled('jenkins', run(HEX, 34))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.95,
});

export const JENKINS = provider('jenkins', 'Jenkins', [rule1]);
