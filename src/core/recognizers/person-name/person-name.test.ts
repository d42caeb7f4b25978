/**
 * Behaviour across the person-name recognizers: names in running text, after honorifics, labels,
 * greetings and sign-offs are found with their exact spans; everyday sentences, headings, product
 * and place names are not; the generated word lists keep the properties the rules rely on.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scan } from '../../engine/scan';
import { AMBIGUOUS_GIVEN_NAMES, GIVEN_NAMES } from './_given-names';
import { NOT_NAME_WORDS } from './_name-words';
import { SURNAMES } from './_surnames';
import { PERSON_NAME_RECOGNIZERS } from './index';

function found(text: string): string[] {
  return scan(text, { recognizers: PERSON_NAME_RECOGNIZERS }).findings.map((f) => text.slice(f.start, f.end));
}

describe('names in free text', () => {
  const cases: [string, string[]][] = [
    ['I met Sarah Connor yesterday', ['Sarah Connor']],
    ['Dear Mr. Okafor,', ['Okafor']],
    ['cc: María José García', ['María José García']],
    ['signed, Wei Zhang', ['Wei Zhang']],
    ['Will Smith?', ['Will Smith']],
    ['Yesterday Sarah Connor called about Kyle Reese.', ['Sarah Connor', 'Kyle Reese']],
    ['Notes from Lucas Fernandes da Costa and Ludwig van Beethoven', ['Lucas Fernandes da Costa', 'Ludwig van Beethoven']],
    ['Termin mit Frau Schneider und Herrn Meyer', ['Schneider']],
    ['Patient: SMITH, John\nDOB: 1980-02-01', ['SMITH, John']],
    ['Hi Priya, thanks for the notes.\nBest,\nTomasz', ['Priya', 'Tomasz']],
    ['the report by Chiamaka Okonkwo-Eze is ready', ['Chiamaka Okonkwo-Eze']],
  ];
  for (const [text, names] of cases) {
    it(JSON.stringify(text), () => {
      expect(found(text)).toEqual(names);
    });
  }
});

describe('everyday text is not a name', () => {
  const benign = [
    'kill the process and restart the worker',
    'Church Street closed for repairs',
    'the union type narrows to string here',
    'the test is positive, so the path works',
    'April showers bring May flowers.',
    'May I ask a question about the Jordan River?',
    'Getting Started With Docker And Kubernetes',
    'Release Notes: Bug Fixes And Performance Improvements',
    'Open Visual Studio Code, then Google Chrome and Microsoft Teams.',
    'Ask Claude or Gemini to summarise the meeting on Monday, Jan 15.',
    'Grace Period Ends On Friday',
    'Mark Down the price before the Black Friday sale',
    'Hello World! Thanks, Everyone.',
    'To: Product Team\nFrom: Acme Support\nSubject: Weekly Update',
    'See George Washington University and Saint Helena on the map.',
    'const user = new User(); user.Name = "x"; Promise.resolve(Map)',
  ];
  for (const text of benign) {
    it(JSON.stringify(text.slice(0, 60)), () => {
      expect(found(text)).toEqual([]);
    });
  }
});

describe('generated word lists', () => {
  it('hold several thousand given names, multicultural', () => {
    expect(GIVEN_NAMES.size).toBeGreaterThan(5000);
    for (const name of ['Sarah', 'María', 'José', 'Wei', 'Priya', 'Chiamaka', 'Hiroshi', 'Fatima', 'Olumide', 'Zlatan']) {
      expect(GIVEN_NAMES.has(name) || AMBIGUOUS_GIVEN_NAMES.has(name), name).toBe(true);
    }
  });

  it('keep word-like names apart from plain given names', () => {
    for (const name of ['Mark', 'Will', 'May', 'April', 'Grace', 'Jordan', 'Claude']) {
      expect(AMBIGUOUS_GIVEN_NAMES.has(name), name).toBe(true);
      expect(GIVEN_NAMES.has(name), name).toBe(false);
    }
    for (const name of GIVEN_NAMES) expect(AMBIGUOUS_GIVEN_NAMES.has(name), name).toBe(false);
  });

  it('never list a given name or a known surname as a plain word', () => {
    for (const name of GIVEN_NAMES) expect(NOT_NAME_WORDS.has(name.toLowerCase()), name).toBe(false);
    for (const name of ['Smith', 'Brown', 'Young', 'King']) expect(NOT_NAME_WORDS.has(name.toLowerCase()), name).toBe(false);
    for (const word of ['street', 'river', 'monday', 'january', 'process', 'union', 'test']) expect(NOT_NAME_WORDS.has(word), word).toBe(true);
    expect(SURNAMES.has('Smith')).toBe(true);
  });

  it('stay compact enough to ship', () => {
    const size = (file: string): number => statSync(join(__dirname, file)).size;
    expect(size('_given-names.ts')).toBeLessThan(150_000);
    expect(size('_given-names.ts') + size('_name-words.ts') + size('_surnames.ts')).toBeLessThan(250_000);
  });
});
