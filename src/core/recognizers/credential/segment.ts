/** Segment credentials, in the format the provider documents publicly. */
import { ALNUM, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'segment-write-key',
  description: 'Segment write key',
  label: 'SEGMENT_KEY',
  keywords: ['segment'],
  patterns: [labelled('segment[_ .-]?write', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const SEGMENT = provider('segment', 'Segment', [rule1]);
