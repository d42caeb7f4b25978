import { describe, expect, it } from 'vitest';
import type { ValidationContext } from '../types';
import { digitsOnly, hasContext } from './context';

function ctxFor(text: string, value: string): ValidationContext {
  const start = text.indexOf(value);
  const match = /x/.exec('x')!;
  return { text, start, end: start + value.length, match };
}

const SSN_WORDS = /\b(?:ssn|social security)\b/i;

describe('hasContext', () => {
  it('finds a context word shortly before or after the value', () => {
    expect(hasContext(ctxFor('SSN: 219099998', '219099998'), SSN_WORDS)).toBe(true);
    expect(hasContext(ctxFor('219099998 is my social security number', '219099998'), SSN_WORDS)).toBe(true);
  });

  it('ignores words that are too far away or only part of a longer word', () => {
    const far = `ssn ${'x'.repeat(80)} 219099998`;
    expect(hasContext(ctxFor(far, '219099998'), SSN_WORDS)).toBe(false);
    expect(hasContext(ctxFor('classname 219099998', '219099998'), SSN_WORDS)).toBe(false);
  });

  it('keeps to the value\'s line, or the line above when the value starts its line', () => {
    expect(hasContext(ctxFor('SSN 536-22-8147\nreq=219099998', '219099998'), SSN_WORDS)).toBe(false);
    expect(hasContext(ctxFor('ref 219099998\nSSN 536-22-8147', '219099998'), SSN_WORDS)).toBe(false);
    expect(hasContext(ctxFor('SSN:\n  219099998', '219099998'), SSN_WORDS)).toBe(true);
    expect(hasContext(ctxFor('SSN:\nnote\n219099998', '219099998'), SSN_WORDS)).toBe(false);
    // Blank lines between a naming line and the value are layout.
    expect(hasContext(ctxFor('Please check the SSN below.\n\n219099998', '219099998'), SSN_WORDS)).toBe(true);
    expect(hasContext(ctxFor('social security number:\r\n\r\n  219099998', '219099998'), SSN_WORDS)).toBe(true);
    expect(hasContext(ctxFor('SSN below\n\n\n\n219099998', '219099998'), SSN_WORDS)).toBe(false);
    expect(hasContext(ctxFor('SSN 536-22-8147\n\nref 219099998', '219099998'), SSN_WORDS)).toBe(false);
  });

  it('does not let a label name a number other than the one right after it', () => {
    expect(hasContext(ctxFor('SSN 536228147 20240527 req=219099998', '219099998'), SSN_WORDS)).toBe(false);
    expect(hasContext(ctxFor('SSN (see form): 219099998', '219099998'), SSN_WORDS)).toBe(true);
    expect(hasContext(ctxFor('219099998 and 12 more (ssn)', '219099998'), SSN_WORDS)).toBe(false);
  });

  it('does not count the value itself as context', () => {
    expect(hasContext(ctxFor('id ssn', 'ssn'), SSN_WORDS)).toBe(false);
  });
});

describe('digitsOnly', () => {
  it('keeps digits in order', () => {
    expect(digitsOnly('123-45 6789')).toBe('123456789');
  });
});
