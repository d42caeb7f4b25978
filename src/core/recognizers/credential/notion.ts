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
  examples: {
    match: [
      { text: 'NOTION_TOKEN=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', covers: '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' },
      { text: 'NOTION_TOKEN=ntn_50571297826fUekfrv5veVlxNY rr0YA5s8vxGY8W2b5mkC', covers: 'ntn_50571297826fUekfrv5veVlxNY rr0YA5s8vxGY8W2b5mkC' },
      { text: 'notion_api_key: secret_wiS7hE75ykNXuZuCwcanHM2i4Ju3NmfdgXyfzdbfoPu', covers: 'secret_wiS7hE75ykNXuZuCwcanHM2i4Ju3NmfdgXyfzdbfoPu' },
    ],
    ignore: ['ntn_12345678901', 'ntn_123456789012345678901234567890123456789012345678901234567890', 'ntn_12345678901abc'],
  },
});

export const NOTION = provider('notion', 'Notion', [token]);
