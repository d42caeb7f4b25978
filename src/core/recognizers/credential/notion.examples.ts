/** Own examples of the rules in notion.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'notion-integration-token': {
    match: [
      { text: 'NOTION_TOKEN=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', covers: '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' },
      { text: 'NOTION_TOKEN=ntn_50571297826fUekfrv5veVlxNY rr0YA5s8vxGY8W2b5mkC', covers: 'ntn_50571297826fUekfrv5veVlxNY rr0YA5s8vxGY8W2b5mkC' },
      { text: 'notion_api_key: secret_wiS7hE75ykNXuZuCwcanHM2i4Ju3NmfdgXyfzdbfoPu', covers: 'secret_wiS7hE75ykNXuZuCwcanHM2i4Ju3NmfdgXyfzdbfoPu' },
    ],
    ignore: ['ntn_12345678901', 'ntn_123456789012345678901234567890123456789012345678901234567890', 'ntn_12345678901abc'],
  },
};
