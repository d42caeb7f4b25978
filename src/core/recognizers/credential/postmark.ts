/** Postmark credentials, in the format the provider documents publicly. */
import { LABEL_VIEWS, UUID, credential, labelled, provider } from './_rule';

const rule1 = credential({
  id: 'postmark-server-token',
  description: 'Postmark server token',
  label: 'POSTMARK_KEY',
  keywords: ['postmark'],
  patterns: [labelled('postmark', UUID)],
  views: LABEL_VIEWS,
  minEntropy: 2.5,
  confidence: 0.9,
});

export const POSTMARK = provider('postmark', 'Postmark', [rule1]);
