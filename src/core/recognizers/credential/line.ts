/** LINE credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'line-channel-secret',
  description: 'LINE channel secret',
  label: 'LINE_KEY',
  keywords: ['line'],
  patterns: [labelled('line[_ .-]?channel', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const LINE = provider('line', 'LINE', [rule1]);
