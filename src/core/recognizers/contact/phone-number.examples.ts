/** Own examples of the rules in phone-number.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'phone-number': {
    match: [
      { text: 'call +1 621 S55 ol79 today', covers: '+1 621 S55 ol79' },
      { text: 'Tel=+I 4S5-S5S-01 96 retry=3', covers: '+I 4S5-S5S-01 96' },
      { text: 'the desk: + 1.261.555.0167', covers: '+ 1.261.555.0167' },
      { text: 'call me on (2O2) 555-Ol73 tonight', covers: '(2O2) 555-Ol73' },
      { text: 'Call +44 20 7946 0958 after six', covers: '+44 20 7946 0958' },
      { text: 'US office: +1 (555) 014-2368.', covers: '+1 (555) 014-2368' },
      { text: 'from abroad dial 0044 20 7946 0958', covers: '0044 20 7946 0958' },
      { text: 'cell (555) 014-2368', covers: '(555) 014-2368' },
      { text: 'or 555-014-2368 on weekends', covers: '555-014-2368' },
      { text: 'London office 020 7946 0958', covers: '020 7946 0958' },
      { text: 'Berlin: 030 12345678', covers: '030 12345678' },
      { text: 'Paris 01 23 45 67 89', covers: '01 23 45 67 89' },
      { text: 'Handy 0151 23456789', covers: '0151 23456789' },
      { text: 'whatsapp +4915123456789', covers: '+4915123456789' },
    ],
    ignore: [
      'Order #100234567 shipped',
      'Invoice INV-2024-00123 and PO-555-014-2368',
      'on 2024-01-15 at 10:22:33, 01-02-2024 10 items, 15.01.2024',
      'version v1.12.4 on 10.0.4.12 and 192.168.100.200',
      'timestamp 1700000000123 and 2024-01-15T10:22:33.123Z',
      'price $1,234.56 or 0.12.4',
      'uuid 123e4567-e89b-12d3-a456-426614174000',
      ...BENIGN_SAMPLES,
    ],
  },
  'phone-number-labelled': {
    match: [
      { text: 'Tel: 02079460958', covers: '02079460958' },
      { text: 'phone 2125550100 (desk)', covers: '2125550100' },
      { text: 'Mobile no. +447911123456', covers: '+447911123456' },
      { text: 'fax 0301234567', covers: '0301234567' },
    ],
    ignore: ['hotel 100234567', 'call 12 people', 'phone model 2024', 'tel 1700000000123'],
  },
  'phone-number-regional': {
    match: [
      { text: 'Llámame al 612 34 56 78, por favor, gracias por todo', covers: '612 34 56 78' },
      { text: 'Chiamami al 333 123 4567 per favore, grazie della pazienza', covers: '333 123 4567' },
      { text: 'Bel me op 06-12345678 voor een afspraak met het team', covers: '06-12345678' },
      { text: 'Pode ligar para (11) 91234-5678, obrigado pela ajuda com o pedido', covers: '(11) 91234-5678' },
      { text: 'Please call me on 98765 43210 for the delivery', covers: '98765 43210' },
      { text: 'Ruf mich an: 0171 2345678, bitte nicht vor neun, ich bin sonst nicht da', covers: '0171 2345678' },
    ],
    ignore: [
      'Order 612 34 56 78 shipped and the invoice is attached for you',
      'The build 2024.01.15 and version 1.12.4 on 10.0.4.12 for the release',
      'total 12 345 678 units and 1 234 567 more for the quarter',
      'at 10:22:33 on 15.03.2024 and 2024-01-15 with the team',
      ...BENIGN_SAMPLES,
    ],
  },
};
