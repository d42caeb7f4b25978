/** Atlassian (Jira, Confluence, Bitbucket Cloud) API tokens: ATATT3… and the older 24-character tokens next to a product label. */
import { ALNUM, LABEL_VIEWS, START, credential, labelled, pattern, provider, run, span } from './_rule';

const apiToken = credential({
  id: 'atlassian-api-token',
  description: 'Atlassian API token',
  label: 'ATLASSIAN_TOKEN',
  keywords: ['atatt3', 'atlassian', 'jira', 'confluence'],
  patterns: [
    pattern(START, 'ATATT3', span('[A-Za-z0-9_=-]', 150, 250), '(?![A-Za-z0-9_=-])'),
    labelled('(?:atlassian|jira|confluence)', run(ALNUM, 24)),
  ],
  views: LABEL_VIEWS,
  minEntropy: 3.5,
  confidence: 0.95,
});

export const ATLASSIAN = provider('atlassian', 'Atlassian', [apiToken]);
