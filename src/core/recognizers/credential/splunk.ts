/** Splunk credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'splunk-hec-token',
  description: 'Splunk HTTP Event Collector token',
  label: 'SPLUNK_KEY',
  keywords: ['splunk'],
  patterns: [labelled('splunk', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const SPLUNK = provider('splunk', 'Splunk', [rule1]);
