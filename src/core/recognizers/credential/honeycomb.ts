/** Honeycomb credentials, in the format the provider documents publicly. */
import { ALNUM, END, LABEL_VIEWS, START, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'honeycomb-ingest-key',
  description: 'Honeycomb ingest key',
  label: 'HONEYCOMB_KEY',
  keywords: ['hcaik_'],
  patterns: [pattern(START, 'hcaik_', run(ALNUM, 58), END)],
  minEntropy: 3.3,
  confidence: 0.97,
});

const rule2 = credential({
  id: 'honeycomb-api-key',
  description: 'Honeycomb API key',
  label: 'HONEYCOMB_KEY',
  keywords: ['honeycomb'],
  patterns: [labelled('honeycomb', run(ALNUM, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3.3,
  confidence: 0.9,
});

export const HONEYCOMB = provider('honeycomb', 'Honeycomb', [rule1, rule2]);
