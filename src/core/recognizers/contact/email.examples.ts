/** Own examples of the rules in email.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'email': {
    match: [
      { text: 'mail me at jane.roe@example.org', covers: 'jane.roe@example.org' },
      { text: 'OCR: jane.roe @ example . org', covers: 'jane.roe @ example . org' },
      { text: 'OCR: jane . roe @ example . org today', covers: 'jane . roe @ example . org' },
      'Contact: ops+alerts@sub.example.co.uk today',
    ],
    ignore: [
      'ssh deploy@10.0.4.12',
      'the @ sign alone',
      'user@localhost',
      'assets/icon@2x.png',
      'write to jane@example. Then we',
      'DATABASE_URL=postgres://svc_orders:pa55w0rd@db.internal:5432/orders',
      'git clone https://deploy@git.example.com/acme/app.git',
    ],
  },
};
