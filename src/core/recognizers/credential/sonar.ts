/** SonarQube / SonarCloud credentials, in the format the provider documents publicly. */
import { END, HEX, LABEL_VIEWS, START, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'sonar-token',
  description: 'SonarQube user, project or analysis token',
  label: 'SONAR_KEY',
  keywords: ['squ_', 'sqp_', 'sqa_'],
  patterns: [pattern(START, 'sq[upa]_', run(HEX, 40), END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'sonar-cloud-token',
  description: 'SonarCloud token',
  label: 'SONAR_KEY',
  keywords: ['sonar'],
  patterns: [labelled('sonar', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const SONAR = provider('sonar', 'SonarQube / SonarCloud', [rule1, rule2]);
