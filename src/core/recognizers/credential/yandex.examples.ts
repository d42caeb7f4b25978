/** Own examples of the rules in yandex.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'yandex-cloud-key': {
    match: [
      { text: 'YC_API_KEY=AQVNW0nvg_zWvX4IGn3iJrRT3ApvJoODcEjvJ4DX', covers: 'AQVNW0nvg_zWvX4IGn3iJrRT3ApvJoODcEjvJ4DX' },
      { text: 'YC_API_KEY=AQVNW0nvg_zWvX4IGn3iJrRT 3ApvJoODcEjvJ4DX', covers: 'AQVNW0nvg_zWvX4IGn3iJrRT 3ApvJoODcEjvJ4DX' },
      { text: 'Authorization: Bearer t1.9euelZcCzP9dSCd1cHFTeYbst-A3q_43dS_WlyHnfSZ1ItaJy3qkYGHCd2XFdxHtSM.xAhrfQpOQ4cxdpEWOWx8-jbQSFF2RDQMTsFu1HGT9ws6It1JigpmLeh1-fpWX001r8QVPX_UCf3QZxuthjhAt4', covers: 't1.9euelZcCzP9dSCd1cHFTeYbst-A3q_43dS_WlyHnfSZ1ItaJy3qkYGHCd2XFdxHtSM.xAhrfQpOQ4cxdpEWOWx8-jbQSFF2RDQMTsFu1HGT9ws6It1JigpmLeh1-fpWX001r8QVPX_UCf3QZxuthjhAt4' },
      { text: 'yandex_secret_key: YCnknBCwF4L3cRM6w4YDCRwwuC1AaDN6uhhzIahX', covers: 'YCnknBCwF4L3cRM6w4YDCRwwuC1AaDN6uhhzIahX' },
    ],
    ignore: ['instance type t1.micro', 'AQVNKMyT64zRkN'],
  },
};
