/**
 * E-mail addresses, including OCR output that puts spaces around '@' and dots. The domain must
 * end in a letter TLD so "deploy@10.0.4.12" (an SSH target) is not taken for an address.
 */
import type { Recognizer } from '../types';

export const email: Recognizer = {
  id: 'email',
  category: 'contact',
  description: 'E-mail address',
  label: 'EMAIL',
  keywords: ['@'],
  patterns: [
    /(?<![A-Za-z0-9._%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63} ?@ ?(?:[A-Za-z0-9-]{1,63} ?\. ?){1,6}[A-Za-z]{2,24}(?![A-Za-z0-9-])/g,
  ],
  confidence: 0.95,
  examples: {
    match: [
      { text: 'mail me at jane.roe@example.org', covers: 'jane.roe@example.org' },
      { text: 'OCR: jane.roe @ example . org', covers: 'jane.roe @ example . org' },
      'Contact: ops+alerts@sub.example.co.uk today',
    ],
    ignore: ['ssh deploy@10.0.4.12', 'the @ sign alone', 'user@localhost'],
  },
};
