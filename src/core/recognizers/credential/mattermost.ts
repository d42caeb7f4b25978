/** Mattermost credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'mattermost-access-token',
  description: 'Mattermost access token',
  label: 'MATTERMOST_KEY',
  keywords: ['mattermost'],
  patterns: [labelled('mattermost', run('[a-z0-9]', 26))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const MATTERMOST = provider('mattermost', 'Mattermost', [rule1]);
