/** Own examples of the rules in mailersend.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'mailersend-api-token': {
    match: [
      { text: "MAILERSEND_TOKEN=mlsn.1ef56e66f4dbf722a36d750baddf6d0d1c2c8670414d9507cf00c3840aa5e94d", covers: "mlsn.1ef56e66f4dbf722a36d750baddf6d0d1c2c8670414d9507cf00c3840aa5e94d" },
      { text: "Here is the key: mlsn.1ef56e66f4dbf722a36d750baddf6d0d1c2c8670414d9507cf00c3840aa5e94d (rotate it)", covers: "mlsn.1ef56e66f4dbf722a36d750baddf6d0d1c2c8670414d9507cf00c3840aa5e94d" },
    ],
    ignore: ["MAILERSEND_TOKEN=mlsn.f47f351c5e896161187ef", "mlsn.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  },
};
