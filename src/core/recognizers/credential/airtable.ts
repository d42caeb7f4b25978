/** Airtable personal access tokens: pat + 14 characters, a dot and 64 hex characters. */
import { ALNUM, END, HEX, START, credential, pattern, provider, run } from './_rule';

const pat = credential({
  id: 'airtable-personal-access-token',
  description: 'Airtable personal access token',
  label: 'AIRTABLE_TOKEN',
  keywords: ['pat'],
  patterns: [pattern(START, 'pat', run(ALNUM, 14), '\\.', run(HEX, 64), END)],
  minEntropy: 3.5,
  confidence: 0.99,
});

export const AIRTABLE = provider('airtable', 'Airtable', [pat]);
