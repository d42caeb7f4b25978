/** Confluent Cloud API secrets: 64 base64 characters next to a Confluent label. */
import { BASE64, END_BASE64, LABEL_VIEWS, credential, labelled, provider, run } from './_rule';

const apiSecret = credential({
  id: 'confluent-api-secret',
  description: 'Confluent Cloud API secret',
  label: 'CONFLUENT_KEY',
  keywords: ['confluent'],
  patterns: [labelled('confluent', run(BASE64, 64), END_BASE64)],
  views: LABEL_VIEWS,
  minEntropy: 4,
  confidence: 0.92,
});

export const CONFLUENT = provider('confluent', 'Confluent', [apiSecret]);
