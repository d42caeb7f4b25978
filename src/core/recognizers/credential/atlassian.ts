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
  examples: {
    match: [
      { text: 'JIRA_API_TOKEN=ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBTn2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688', covers: 'ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBTn2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688' },
      { text: 'JIRA_API_TOKEN=ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBT n2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688', covers: 'ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBT n2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688' },
      { text: 'confluence_token: bG8cxl0m9IQ1CVMLYFBDCjX3', covers: 'bG8cxl0m9IQ1CVMLYFBDCjX3' },
    ],
    ignore: ['JIRA_API_TOKEN=<your-token>', 'See the Jira ticket PROJ-1234 for details.'],
  },
});

export const ATLASSIAN = provider('atlassian', 'Atlassian', [apiToken]);
