/** Trello credentials, in the format the provider documents publicly. */
import { END, HEX, HEX_ANY, LABEL_VIEWS, START, credential, labelled, pattern, provider, run } from './_rule';

const rule1 = credential({
  id: 'trello-token',
  description: 'Trello API token',
  label: 'TRELLO_KEY',
  keywords: ['atta'],
  patterns: [pattern(START, 'ATTA', run(HEX_ANY, 64), run(HEX_ANY, 8), END)],
  minEntropy: 3,
  confidence: 0.95,
});

const rule2 = credential({
  id: 'trello-api-key',
  description: 'Trello API key',
  label: 'TRELLO_KEY',
  keywords: ['trello'],
  patterns: [labelled('trello', run(HEX, 32))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const TRELLO = provider('trello', 'Trello', [rule1, rule2]);
