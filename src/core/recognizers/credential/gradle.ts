/** Gradle credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'gradle-publish-secret',
  description: 'Gradle plugin portal publish secret',
  label: 'GRADLE_KEY',
  keywords: ['gradle'],
  patterns: [labelled('gradle[_ .-]?publish', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const GRADLE = provider('gradle', 'Gradle', [rule1]);
