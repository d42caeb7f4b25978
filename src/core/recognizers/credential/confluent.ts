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
  examples: {
    match: [
      { text: 'CONFLUENT_CLOUD_API_SECRET=YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA9mThMNeOT/iPp7fUFguZkzaQee', covers: 'YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA9mThMNeOT/iPp7fUFguZkzaQee' },
      { text: 'CONFLUENT_CLOUD_API_SECRET=YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA\n9mThMNeOT/iPp7fUFguZkzaQee', covers: 'YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA\n9mThMNeOT/iPp7fUFguZkzaQee' },
    ],
    ignore: ['CONFLUENT_CLOUD_API_KEY=ABCDEFGH12345678', 'confluent_secret = "${var.secret}"'],
  },
});

export const CONFLUENT = provider('confluent', 'Confluent', [apiSecret]);
