/** Linode (Akamai Cloud) credentials, in the format the provider documents publicly. */
import { HEX, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const rule1 = credential({
  id: 'linode-api-token',
  description: 'Linode personal access token',
  label: 'LINODE_KEY',
  keywords: ['linode'],
  patterns: [labelled('linode', run(HEX, 64))],
  views: LABEL_VIEWS,
  minEntropy: 3,
  confidence: 0.9,
});

export const LINODE = provider('linode', 'Linode (Akamai Cloud)', [rule1]);
