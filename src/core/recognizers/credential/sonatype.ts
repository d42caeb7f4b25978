/** Sonatype credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'sonatype-password',
  description: 'Sonatype / OSSRH token password',
  label: 'SONATYPE_KEY',
  keywords: ['sonatype', 'ossrh'],
  patterns: [labelled('(?:sonatype|ossrh)', run(ALNUM, 44))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const SONATYPE = provider('sonatype', 'Sonatype', [rule1]);
