/** Own examples of the rules in atlassian.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'atlassian-api-token': {
    match: [
      { text: 'JIRA_API_TOKEN=ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBTn2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688', covers: 'ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBTn2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688' },
      { text: 'JIRA_API_TOKEN=ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBT n2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688', covers: 'ATATT3xFfGF0FY8HwSKbF6WMXE1MBvRnhmX1EoC3G-FP1z5IBxT80NK8bTB2ABPLbPQ8Cjf5XGuSKl-6gGEBHBKxnnV_Hov48VSOuU19x5iqljHqBT n2fwxwd5kAphi2UFkSSj-sK_wZdnHy7agBx6LtIdyhp9ZYbYLXlutzTfF-vNv7KToDsj=0316F688' },
      { text: 'confluence_token: bG8cxl0m9IQ1CVMLYFBDCjX3', covers: 'bG8cxl0m9IQ1CVMLYFBDCjX3' },
    ],
    ignore: ['JIRA_API_TOKEN=<your-token>', 'See the Jira ticket PROJ-1234 for details.'],
  },
};
