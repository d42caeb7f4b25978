/** Todoist credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'todoist-api-token',
  description: 'Todoist API token',
  label: 'TODOIST_KEY',
  keywords: ['todoist'],
  patterns: [labelled('todoist', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const TODOIST = provider('todoist', 'Todoist', [rule1]);
