/** Own examples of the rules in email.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'email': {
    match: [
      { text: 'mail me at jane.roe@example.org', covers: 'jane.roe@example.org' },
      { text: 'OCR: jane.roe @ example . org', covers: 'jane.roe @ example . org' },
      { text: 'OCR: jane . roe @ example . org today', covers: 'jane . roe @ example . org' },
      'Contact: ops+alerts@sub.example.co.uk today',
      { text: 'reach me at j0hn.d03@3x4mpl3.c0m later', covers: 'j0hn.d03@3x4mpl3.c0m' },
      { text: 'E_MAIL="dm!7r1y.p@m4!lb0x.c0m"', covers: 'dm!7r1y.p@m4!lb0x.c0m' },
      { text: '"reply_to": "n4d!4@h4rb0ur.0r9",', covers: 'n4d!4@h4rb0ur.0r9' },
      { text: 'p1ng h4ns.mu3ll3r@b3isp13l.d3 b1tt3', covers: 'h4ns.mu3ll3r@b3isp13l.d3' },
      { text: 'scan: s.ok0nkwo@1agos-m4il.0rg', covers: 's.ok0nkwo@1agos-m4il.0rg' },
      { text: 'scanned card: t.nakamura@ex ample.jp\n', covers: 't.nakamura@ex ample.jp' },
      { text: 'from the screenshot: d.ferreira@correio .pt, thanks', covers: 'd.ferreira@correio .pt' },
      { text: 'OCR said info@praxis-weber.d e.', covers: 'info@praxis-weber.d e' },
      { text: 'REPLY_TO=k.osei@mailbox.\nnet\nLOG_LEVEL=info', covers: 'k.osei@mailbox.\nnet' },
      { text: 'here: maria\n_delgado7\n1@fernhill\nmail.org (old)', covers: 'maria\n_delgado7\n1@fernhill\nmail.org' },
      { text: 'h\u200B4ns.m\u200Cu3ll3r@b3isp\u200Di3l.d3', covers: 'h\u200B4ns.m\u200Cu3ll3r@b3isp\u200Di3l.d3' },
    ],
    ignore: [
      'ssh deploy@10.0.4.12',
      'the @ sign alone',
      'user@localhost',
      'assets/icon@2x.png',
      'write to jane@example. Then we',
      'DATABASE_URL=postgres://svc_orders:pa55w0rd@db.internal:5432/orders',
      'git clone https://deploy@git.example.com/acme/app.git',
      'pin numpy@1.26.4 and torch@2.3.1',
      'deploy@build-01.v2 ran',
      'npm i left-pad@1.3.0x2',
      'ask bob@team about example.com',
      'ping @ops in #alerts about x.com',
      'x@ab cd ef.com',
      'Wow!@team.example is not an address',
    ],
  },
  'email-spelled': {
    match: [
      { text: 'write to jane.roe [at] contoso (dot) org please', covers: 'jane.roe [at] contoso (dot) org' },
      { text: 'mail: m.kowalski(at)firma(dot)pl', covers: 'm.kowalski(at)firma(dot)pl' },
      { text: 'Kontakt: info {at} praxis-weber [dot] de', covers: 'info {at} praxis-weber [dot] de' },
      { text: 'reach ravi <at> corp.example dot in today', covers: 'ravi <at> corp.example dot in' },
      { text: 'j0hn(at)3x4mpl3(dot)c0m', covers: 'j0hn(at)3x4mpl3(dot)c0m' },
    ],
    ignore: [
      'look at example.com for details',
      'the meeting (at) noon is moved',
      'we met [at] the office (dot) matrix',
      'value (at) index 3 (dot) 5',
    ],
  },
};
