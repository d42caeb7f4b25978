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
  examples: {
    match: [
      { text: 'YC_API_KEY=AQVNW0nvg_zWvX4IGn3iJrRT3ApvJoODcEjvJ4DX', covers: 'AQVNW0nvg_zWvX4IGn3iJrRT3ApvJoODcEjvJ4DX' },
      { text: 'YC_API_KEY=AQVNW0nvg_zWvX4IGn3iJrRT 3ApvJoODcEjvJ4DX', covers: 'AQVNW0nvg_zWvX4IGn3iJrRT 3ApvJoODcEjvJ4DX' },
      { text: 'Authorization: Bearer t1.9euelZcCzP9dSCd1cHFTeYbst-A3q_43dS_WlyHnfSZ1ItaJy3qkYGHCd2XFdxHtSM.xAhrfQpOQ4cxdpEWOWx8-jbQSFF2RDQMTsFu1HGT9ws6It1JigpmLeh1-fpWX001r8QVPX_UCf3QZxuthjhAt4', covers: 't1.9euelZcCzP9dSCd1cHFTeYbst-A3q_43dS_WlyHnfSZ1ItaJy3qkYGHCd2XFdxHtSM.xAhrfQpOQ4cxdpEWOWx8-jbQSFF2RDQMTsFu1HGT9ws6It1JigpmLeh1-fpWX001r8QVPX_UCf3QZxuthjhAt4' },
      { text: 'yandex_secret_key: YCnknBCwF4L3cRM6w4YDCRwwuC1AaDN6uhhzIahX', covers: 'YCnknBCwF4L3cRM6w4YDCRwwuC1AaDN6uhhzIahX' },
    ],
    ignore: ['instance type t1.micro', 'AQVNKMyT64zRkN'],
  },
});

export const YANDEX = provider('yandex', 'Yandex Cloud', [key]);
