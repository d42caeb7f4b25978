/** Own examples of the rules in confluent.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'confluent-api-secret': {
    match: [
      { text: 'CONFLUENT_CLOUD_API_SECRET=YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA9mThMNeOT/iPp7fUFguZkzaQee', covers: 'YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA9mThMNeOT/iPp7fUFguZkzaQee' },
      { text: 'CONFLUENT_CLOUD_API_SECRET=YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA\n9mThMNeOT/iPp7fUFguZkzaQee', covers: 'YTmGWqs59fquWOmI6MOUy7EEFM0Q1tJvUuVLqA\n9mThMNeOT/iPp7fUFguZkzaQee' },
    ],
    ignore: ['CONFLUENT_CLOUD_API_KEY=ABCDEFGH12345678', 'confluent_secret = "${var.secret}"'],
  },
};
