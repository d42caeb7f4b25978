/**
 * Behaviour across the government-id recognizers: values generated with their own check digits
 * are found however they are written (grouped, split, OCR-confused) with offsets on the original,
 * a changed check digit loses them, and everyday numbers (order ids, dates, versions, IPs,
 * timestamps, phone numbers, UUIDs, commit hashes) are never taken for an identifier.
 */
import { describe, expect, it } from 'vitest';
import { scan } from '../../engine/scan';
import { luhnValid } from '../validators/luhn';
import { cpfCheckDigits } from '../validators/mod11';
import { mrzCheckDigit } from '../validators/mrz';
import { verhoeffCheckDigit } from '../validators/verhoeff';
import { GOVERNMENT_ID_RECOGNIZERS } from './index';
import { mulberry32 as rng } from '../../../../eval/census/prng';

function found(text: string): { text: string; rule: string }[] {
  return scan(text, { recognizers: GOVERNMENT_ID_RECOGNIZERS }).findings.map((f) => ({ text: text.slice(f.start, f.end), rule: f.rule }));
}

function digits(r: () => number, n: number, first = '123456789'): string {
  let s = first[Math.floor(r() * first.length)]!;
  while (s.length < n) s += String(Math.floor(r() * 10));
  return s;
}

const changeLast = (s: string): string => s.slice(0, -1) + String((Number(s.at(-1)) + 1) % 10);

describe('generated identifiers are found with their check digits and lost without', () => {
  const r = rng(11);

  it('Aadhaar 4-4-4 (Verhoeff)', () => {
    for (let i = 0; i < 30; i++) {
      const body = digits(r, 11, '23456789');
      const value = body + String(verhoeffCheckDigit(body));
      const grouped = `${value.slice(0, 4)} ${value.slice(4, 8)} ${value.slice(8)}`;
      expect(found(`card no ${grouped} ok`).map((f) => f.text)).toContain(grouped);
      const broken = changeLast(value);
      expect(found(`card no ${broken.slice(0, 4)} ${broken.slice(4, 8)} ${broken.slice(8)} ok`)).toEqual([]);
    }
  });

  it('CPF 000.000.000-00 (two mod-11 digits)', () => {
    for (let i = 0; i < 30; i++) {
      const body = digits(r, 9);
      const value = body + cpfCheckDigits(body);
      const written = `${value.slice(0, 3)}.${value.slice(3, 6)}.${value.slice(6, 9)}-${value.slice(9)}`;
      expect(found(`titular ${written}`).map((f) => f.text)).toContain(written);
      const broken = changeLast(value);
      expect(found(`titular ${broken.slice(0, 3)}.${broken.slice(3, 6)}.${broken.slice(6, 9)}-${broken.slice(9)}`)).toEqual([]);
    }
  });

  it('Canadian SIN needs its label and a Luhn digit', () => {
    let checked = 0;
    while (checked < 20) {
      const value = digits(r, 9, '1234567');
      if (!luhnValid(value)) continue;
      checked++;
      const grouped = `${value.slice(0, 3)} ${value.slice(3, 6)} ${value.slice(6)}`;
      expect(found(`SIN: ${grouped}`).map((f) => f.text)).toContain(grouped);
      expect(found(`ref ${grouped}`)).toEqual([]);
    }
  });

  it('TD3 passport MRZ with computed check digits', () => {
    for (let i = 0; i < 10; i++) {
      const doc = Array.from({ length: 9 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'[Math.floor(r() * 33)]).join('');
      const dob = `${String(50 + Math.floor(r() * 49))}0${1 + Math.floor(r() * 9)}1${Math.floor(r() * 9)}`;
      const exp = `3${Math.floor(r() * 9)}0${1 + Math.floor(r() * 9)}2${Math.floor(r() * 9)}`;
      const c = (s: string): string => String(mrzCheckDigit(s));
      const body = `${doc}${c(doc)}GBR${dob}${c(dob)}M${exp}${c(exp)}${'<'.repeat(14)}0`;
      const line2 = body + c(body.slice(0, 10) + body.slice(13, 20) + body.slice(21, 43));
      const line1 = 'P<GBRDOE<<JOHN<PAUL'.padEnd(44, '<');
      const mrz = `${line1}\n${line2}`;
      expect(found(`passport scan\n${mrz}\n`).map((f) => f.text)).toContain(mrz);
      const wrongDoc = `${line1}\n${line2.slice(0, 9)}${(Number(line2[9]) + 1) % 10}${line2.slice(10)}`;
      expect(found(`passport scan\n${wrongDoc}\n`)).toEqual([]);
    }
  });
});

describe('evasions', () => {
  it('finds a labelled SSN split digit by digit, with the span on the original text', () => {
    const text = 'my SSN is 5 3 6 - 2 2 - 8 1 4 7 thanks';
    expect(found(text).map((f) => f.text)).toEqual(['5 3 6 - 2 2 - 8 1 4 7']);
  });

  it('finds OCR-confused digits next to a label', () => {
    expect(found('SSN: 536-22-8l47').map((f) => f.text)).toEqual(['536-22-8l47']);
    expect(found('BSN: l11222333').map((f) => f.text)).toEqual(['l11222333']);
  });

  it('finds an identifier written with look-alike characters', () => {
    // Cyrillic "З" for 3 and a figure dash between groups.
    expect(found('SSN 5З6‒22‒8147').length).toBe(1);
  });

  it('finds a NINO in lower case, spaced', () => {
    expect(found('ni: ab 12 34 56 c').map((f) => f.text)).toEqual(['ab 12 34 56 c']);
  });
});

describe('everyday numbers are not identifiers', () => {
  const benign = [
    'Order #100234567 shipped, invoice INV-2024-00123, PO 4500012345',
    'released v1.12.4 on 2024-01-15; build 20240115.3 at 10.0.4.12:8080',
    'timestamp 2024-01-15T10:22:33.123Z epoch 1705314153 ms 1705314153123',
    'uuid 123e4567-e89b-12d3-a456-426614174000 commit 9fceb02d0ae598e95dc970b74767f19372d61af8',
    'call +44 20 7946 0958 or (555) 014-2368, fax 030 12345678',
    'total $1,234,567.89 for 123 456 789 units, ISBN 978-3-16-148410-0',
    'coords 52.370216, 4.895168 and 40.712776, -74.005974',
  ];
  for (const text of benign) {
    it(JSON.stringify(text.slice(0, 50)), () => {
      expect(found(text)).toEqual([]);
    });
  }

  it('bare nine-, eleven- and twelve-digit runs never pass without a label', () => {
    const r = rng(5);
    const lines: string[] = [];
    for (let i = 0; i < 300; i++) lines.push(`ref ${digits(r, [9, 11, 12][i % 3]!)} done`);
    const rules = new Set(found(lines.join('\n')).map((f) => f.rule));
    for (const labelled of ['us-ssn-labelled', 'us-itin-labelled', 'in-aadhaar-labelled', 'nl-bsn-labelled', 'ca-sin', 'de-steuer-id', 'br-cpf-labelled']) {
      expect(rules.has(labelled), labelled).toBe(false);
    }
  });
});
