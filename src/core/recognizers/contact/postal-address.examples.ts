/** Own examples of the rules in postal-address.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'postal-address': {
    match: [
      { text: 'Ship to 1234 Elm Street, Springfield, IL 62704 by Friday', covers: '1234 Elm Street, Springfield, IL 62704' },
      { text: 'Sherlock lives at\n221B Baker Street\nLondon NW1 6XE\nthese days', covers: '221B Baker Street\nLondon NW1 6XE' },
      { text: 'office: 500 W Madison St., Suite 1200', covers: '500 W Madison St., Suite 1200' },
      { text: 'Flat 3, 12 Kingsley Road\nHove\nBN3 2QF', covers: 'Flat 3, 12 Kingsley Road\nHove\nBN3 2QF' },
      { text: 'mail goes to Springfield, IL 62704 now', covers: 'Springfield, IL 62704' },
      { text: '10 Downing Street', covers: '10 Downing Street' },
      { text: "I'm at 1 Infinite Loop, Cupertino, CA 95014.", covers: '1 Infinite Loop, Cupertino, CA 95014' },
      { text: 'I live at 42 Wallaby Way, Sydney NSW 2000.', covers: '42 Wallaby Way, Sydney NSW 2000' },
      { text: '123 Queen St W, Toronto, ON M5H 2M9', covers: '123 Queen St W, Toronto, ON M5H 2M9' },
      { text: 'Plot 14, MG Road, Bengaluru, Karnataka 560001', covers: '14, MG Road, Bengaluru, Karnataka 560001' },
      { text: 'meet me at 8 Canal Road, Dublin 6 at noon', covers: '8 Canal Road, Dublin 6' },
    ],
    ignore: [
      'Church Street closed for repairs',
      'Chapter 12 Road Map',
      'we shipped 2 Drive units',
      'retry 3 times in the Event Loop',
      'for 2 Crossing Guards',
      'Apple M2 4GB model',
      'Order #100234567 shipped on 2024-01-15',
      ...BENIGN_SAMPLES,
    ],
  },
  'postal-address-de': {
    match: [
      { text: 'Lieferadresse: Hauptstraße 5, 10115 Berlin', covers: 'Hauptstraße 5, 10115 Berlin' },
      { text: 'Berliner Allee 12a\n40212 Düsseldorf', covers: 'Berliner Allee 12a\n40212 Düsseldorf' },
      { text: 'wohnt Am Markt 3 seit Jahren', covers: 'Am Markt 3' },
      { text: 'Bahnhofstr. 17, 8001 Zürich', covers: 'Bahnhofstr. 17, 8001 Zürich' },
      { text: 'Hohenzollernring 48, 50672 Köln', covers: 'Hohenzollernring 48, 50672 Köln' },
      { text: 'Karl-Marx-Allee 33, 10178 Berlin', covers: 'Karl-Marx-Allee 33, 10178 Berlin' },
    ],
    ignore: [
      'Die Hauptstraße ist gesperrt',
      'string 5 items',
      'Spring 2024 release',
      'Monitoring 3 hosts',
      'Offering 12 seats',
      'Platz 1 in der Tabelle',
      ...BENIGN_SAMPLES,
    ],
  },
  'postal-address-intl': {
    match: [
      { text: 'La maison au 77 rue de Rivoli, 75001 Paris est à vendre.', covers: '77 rue de Rivoli, 75001 Paris' },
      { text: 'Calle Mayor 12, 28013 Madrid', covers: 'Calle Mayor 12, 28013 Madrid' },
      { text: 'Abitiamo in Via Giuseppe Garibaldi 45, 00184 Roma RM da anni', covers: 'Via Giuseppe Garibaldi 45, 00184 Roma RM' },
      { text: 'Rua Augusta 1500, São Paulo - SP, 01304-001', covers: 'Rua Augusta 1500, São Paulo - SP, 01304-001' },
      { text: 'Keizersgracht 123, 1015 CJ Amsterdam', covers: 'Keizersgracht 123, 1015 CJ Amsterdam' },
      { text: 'envoyer à 12 bis avenue des Champs-Élysées\n75008 Paris', covers: '12 bis avenue des Champs-Élysées\n75008 Paris' },
      { text: 'Avenida de la Constitución 8, 41004 Sevilla', covers: 'Avenida de la Constitución 8, 41004 Sevilla' },
      { text: 'Piazza Navona 2, Roma', covers: 'Piazza Navona 2' },
      { text: 'Rua das Flores 27, 1200-195 Lisboa', covers: 'Rua das Flores 27, 1200-195 Lisboa' },
    ],
    ignore: [
      'sent Via Slack 3 times today',
      'Place Order 2 of 5',
      'Route 66 Diner',
      'Corso 2 is on Monday',
      'Plaza Hotel 12 rooms left',
      'la rue est fermée',
      'gateway 3 is down',
      ...BENIGN_SAMPLES,
    ],
  },
  'postal-address-labelled': {
    match: [
      {
        text: 'Address:\n221B Baker Street\nLondon NW1 6XE\nPhone: none',
        covers: '221B Baker Street\nLondon NW1 6XE',
      },
      { text: 'Shipping address: Rua Augusta 27, 1100-048 Lisboa', covers: 'Rua Augusta 27, 1100-048 Lisboa' },
      { text: 'Anschrift: Kirchgasse 4, 1070 Wien', covers: 'Kirchgasse 4, 1070 Wien' },
    ],
    ignore: [
      'Email address: jane.roe@example.org',
      'IP address: 10.0.4.12',
      'address: 0x7ffee4b2a8c0',
      'Address: none given',
    ],
  },
};
