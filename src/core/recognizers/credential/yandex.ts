/** Yandex Cloud API keys (AQVN…), IAM tokens (t1.…), and static access keys (YC…) next to a Yandex label. */
import { END_URLSAFE, START, URLSAFE, credential, labelled, pattern, provider, run, span } from './_rule';

const key = credential({
  id: 'yandex-cloud-key',
  description: 'Yandex Cloud API key, IAM token or access key',
  label: 'YANDEX_KEY',
  keywords: ['aqvn', 't1.', 'yandex'],
  patterns: [
    pattern(START, 'AQVN', span(URLSAFE, 35, 38), END_URLSAFE),
    pattern(START, 't1\\.[A-Za-z0-9_-]{8,200}={0,2}\\.', run(URLSAFE, 86), '={0,2}', END_URLSAFE),
    labelled('yandex', `YC${run(URLSAFE, 38)}`, END_URLSAFE),
  ],
  minEntropy: 3.5,
  confidence: 0.95,
});

export const YANDEX = provider('yandex', 'Yandex Cloud', [key]);
