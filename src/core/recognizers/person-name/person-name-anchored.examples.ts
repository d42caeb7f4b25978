/** Own examples of the rules in person-name-anchored.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'person-name-honorific': {
    match: [
      { text: 'Dear Mr. Okafor, thank you', covers: 'Okafor' },
      { text: 'Termin mit Frau Schneider-Weiß', covers: 'Schneider-Weiß' },
      { text: 'Dr. Amara Nwosu will call', covers: 'Amara Nwosu' },
      { text: 'Mme Lefèvre a répondu', covers: 'Lefèvre' },
    ],
    ignore: ['Dr. Who and the Daleks', 'Mr. Right', 'Ms Word document', '12 Elm Dr. Then'],
  },
  'person-name-labelled': {
    match: [
      { text: 'Name: John Smith\nDOB: 1980', covers: 'John Smith' },
      { text: 'Patient: SMITH, John', covers: 'SMITH, John' },
      { text: 'cc: María José García', covers: 'María José García' },
      { text: 'From: Sarah Connor <s.connor@example.org>', covers: 'Sarah Connor' },
      { text: 'Customer: Okonkwo', covers: 'Okonkwo' },
      { text: 'thanks again,\nsigned, Wei Zhang', covers: 'Wei Zhang' },
      { text: 'Dear Mark,\nplease find', covers: 'Mark' },
      { text: 'Best regards,\nGrace', covers: 'Grace' },
      { text: 'Signed-off-by: Oyelaran Bamidele', covers: 'Oyelaran Bamidele' },
      { text: 'Reviewed-by: Kofi Boateng <kofi.boateng@example.org>', covers: 'Kofi Boateng' },
    ],
    ignore: [
      'To: Product Team',
      'From: Acme Support',
      'Name: Test',
      'Hello World',
      'Thanks, Everyone',
      'cc: the list',
      'from: Monday',
      'Hi there',
      'Donate using ThanksDev today',
    ],
  },
  'person-name-mailbox': {
    match: [
      { text: 'Olusegun Adebayo <o.adebayo@example.com>', covers: 'Olusegun Adebayo' },
      { text: 'Co-authored-by: Tendai Moyo <tendai@users.noreply.example.org>', covers: 'Tendai Moyo' },
      { text: 'To: Nguyen Thi Lan <lan.nguyen@example.vn>, ops@example.vn', covers: 'Nguyen Thi Lan' },
      { text: '"Ruth M. van der Berg" wrote: Ruth van der Berg <ruth@example.nl>', covers: 'Ruth van der Berg' },
    ],
    ignore: [
      'GitHub Notifications <noreply@github.com>',
      'Acme Support <support@acme.example>',
      'Olusegun <o.adebayo@example.com>',
      'send to Reports <reports@example.com> weekly',
      'List<String> names; Map<Key, Value> m;',
      'Foo Bar <foo.bar>',
    ],
  },
};
