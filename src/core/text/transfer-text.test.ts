import { describe, expect, it } from 'vitest';
import { rtfToText, uriListText } from './transfer-text';

describe('transfer formats as text', () => {
  it('reads a URI list, skipping comments', () => {
    expect(uriListText('# dragged from the address bar\r\nhttps://example.org/a?mail=ana%40example.org\r\nhttps://example.org/b\r\n')).toBe(
      'https://example.org/a?mail=ana%40example.org\nhttps://example.org/b',
    );
  });

  it('reads the text of an RTF document and drops its tables and ignorable groups', () => {
    const rtf = String.raw`{\rtf1\ansi\deff0{\fonttbl{\f0 Arial;}}{\colortbl;\red0\green0\blue0;}{\*\generator Writer;}\f0\fs24 Mail {\b rosa.quill@example.net}\par Caf\'e9 \u8364? 5\tab done}`;
    expect(rtfToText(rtf)).toBe('Mail rosa.quill@example.net\nCafé € 5\tdone');
  });

  it('keeps what it can read of a malformed document', () => {
    expect(rtfToText('{\\rtf1 key ghp_8mZq4T1vXc9LpR2sW7yB3nK6dF0hJ5aQe1Uo')).toBe('key ghp_8mZq4T1vXc9LpR2sW7yB3nK6dF0hJ5aQe1Uo');
  });
});
