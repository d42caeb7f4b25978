/** Notion integration tokens: the current ntn_ format and the older secret_ + 43 next to a Notion label. */
import { ALNUM, END, SEGMENT_BREAK, START, credential, labelled, pattern, provider, run } from './_rule';

const token = credential({
  id: 'notion-integration-token',
  description: 'Notion integration token',
  label: 'NOTION_TOKEN',
  keywords: ['ntn_', 'notion'],
  patterns: [
    pattern(START, 'ntn_', run('[0-9]', 11), SEGMENT_BREAK, run(ALNUM, 35), END),
    labelled('notion', `secret_${run(ALNUM, 43)}`),
  ],
  minEntropy: 3.5,
  confidence: 0.98,
});

export const NOTION = provider('notion', 'Notion', [token]);
