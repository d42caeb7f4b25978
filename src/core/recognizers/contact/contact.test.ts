/**
 * Behaviour across the contact recognizers: phone numbers in the formats people write are found
 * with exact spans while ids, dates, versions, IPs and timestamps are not; multi-line postal
 * addresses are covered in full as one span; OCR-spaced e-mail addresses are found whole; street
 * words without a house number and everyday prose stay untouched.
 */
import { describe, expect, it } from 'vitest';
import { scan } from '../../engine/scan';
import { CONTACT_RECOGNIZERS } from './index';
import { mulberry32 as rng } from '../../../../eval/census/prng';

function found(text: string): string[] {
  return scan(text, { recognizers: CONTACT_RECOGNIZERS }).findings.map((f) => text.slice(f.start, f.end));
}

describe('phone numbers', () => {
  const cases: [string, string][] = [
    ['Ring +44 20 7946 0958 today', '+44 20 7946 0958'],
    ['US desk +1 (555) 014-2368.', '+1 (555) 014-2368'],
    ['abroad: 0044 20 7946 0958', '0044 20 7946 0958'],
    ['+44 (0)20 7946 0958 works too', '+44 (0)20 7946 0958'],
    ['cell (555) 014-2368', '(555) 014-2368'],
    ['or 555-014-2368', '555-014-2368'],
    ['or 555.014.2368', '555.014.2368'],
    ['London 020 7946 0958', '020 7946 0958'],
    ['mobile 07911 123456', '07911 123456'],
    ['Berlin 030 12345678', '030 12345678'],
    ['München (089) 1234567', '(089) 1234567'],
    ['Paris 01 23 45 67 89', '01 23 45 67 89'],
    ['Lyon 04.72.12.34.56', '04.72.12.34.56'],
    ['tel: 02079460958', '02079460958'],
  ];
  for (const [text, phone] of cases) {
    it(`finds ${phone}`, () => {
      expect(found(text)).toEqual([phone]);
    });
  }

  it('leaves ids, dates, versions, IPs, timestamps and prices alone', () => {
    const benign = [
      'Order #100234567 and invoice INV-2024-00123, PO-555-014-2368, ticket 2024-000123',
      'released v1.12.4, v2.0.0-rc.1 and 10.0.4.12, 192.168.100.200, ::1',
      'on 2024-01-15, 15.01.2024, 01/15/2024, 15/01/2024 and 2024/01/15',
      'at 2024-01-15T10:22:33.123Z, 2024-01-15 10:22:33, epoch 1705314153 and 1705314153123',
      'costs $1,234.56, €1.234,56 or 1 234 567 units',
      'uuid 123e4567-e89b-12d3-a456-426614174000, sha 9fceb02d0ae598e95dc970b74767f19372d61af8',
    ];
    for (const text of benign) expect(found(text), text).toEqual([]);
  });

  it('never reads random dates, times and addresses of machines as phone numbers', () => {
    const r = rng(17);
    const pad = (n: number): string => String(n).padStart(2, '0');
    const lines: string[] = [];
    for (let i = 0; i < 400; i++) {
      const y = 1990 + Math.floor(r() * 40);
      const mo = 1 + Math.floor(r() * 12);
      const d = 1 + Math.floor(r() * 28);
      const h = Math.floor(r() * 24);
      const mi = Math.floor(r() * 60);
      const ip = Array.from({ length: 4 }, () => Math.floor(r() * 256)).join('.');
      lines.push(`${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(mi)} ${pad(d)}.${pad(mo)}.${y} ${ip} v${mo}.${d}.${h}`);
    }
    expect(found(lines.join('\n'))).toEqual([]);
  });
});

describe('postal addresses', () => {
  it('covers a multi-line UK address as one span', () => {
    const text = 'Please send it to:\n221B Baker Street\nLondon NW1 6XE\nThanks!';
    expect(found(text)).toEqual(['221B Baker Street\nLondon NW1 6XE']);
  });

  it('covers a US street with town, state and ZIP', () => {
    expect(found('Ship to 1234 Elm Street, Springfield, IL 62704 by Friday')).toEqual(['1234 Elm Street, Springfield, IL 62704']);
    expect(found('HQ: 500 W Madison St., Suite 1200\nChicago, IL 60661-2511')).toEqual([
      '500 W Madison St., Suite 1200\nChicago, IL 60661-2511',
    ]);
  });

  it('covers a German street with its postcode line', () => {
    expect(found('Anschrift Hauptstraße 5, 10115 Berlin.')).toEqual(['Hauptstraße 5, 10115 Berlin']);
    expect(found('Rechnung an\nBerliner Allee 12a\n40212 Düsseldorf')).toEqual(['Berliner Allee 12a\n40212 Düsseldorf']);
  });

  it('covers a labelled address with its postcode line', () => {
    expect(found('Address: Flat 2, Rose Court\nLeeds LS1 4AP\nPhone: none')).toEqual(['Flat 2, Rose Court\nLeeds LS1 4AP']);
  });

  it('leaves street words without a number and everyday prose alone', () => {
    const benign = [
      'Church Street closed for repairs until further notice.',
      'kill the process, then check the union type; the test is positive.',
      'The release ships 12 Drive improvements; see section 4 Court rulings.',
      'Email address: jane.roe@example.org',
    ];
    expect(found(benign.join('\n')).filter((s) => !s.includes('@'))).toEqual([]);
  });
});

describe('e-mail', () => {
  it('finds OCR-spaced addresses whole', () => {
    expect(found('write to jane . roe @ example . org now')).toEqual(['jane . roe @ example . org']);
    expect(found('write to jane.roe @ example.org')).toEqual(['jane.roe @ example.org']);
  });

  it('does not join a sentence end to the next sentence', () => {
    expect(found('I wrote to jane@example. Then nothing.')).toEqual([]);
  });
});
