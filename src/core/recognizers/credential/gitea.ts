/** Gitea credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'gitea-access-token',
  description: 'Gitea access token',
  label: 'GITEA_KEY',
  keywords: ['gitea', 'forgejo'],
  patterns: [labelled('(?:gitea|forgejo)', run(HEX, 40))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const GITEA = provider('gitea', 'Gitea', [rule1]);
