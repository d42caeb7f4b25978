/** Own examples of the rules in us-ssn.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'us-ssn': {
    match: [
      { text: 'Employee 536-22-8147 on file', covers: '536-22-8147' },
      { text: 'id: 536 22 8147', covers: '536 22 8147' },
      { text: 'scanned form: 536-22-B147 (page 2)', covers: '536-22-B147' },
      { text: 'value: NTM2LTIyLTgxNDc (from the export)', covers: 'NTM2LTIyLTgxNDc' },
      { text: 'from the fax 4O1 7l 2290', covers: '4O1 7l 2290' },
      { text: 'the number is 536-2\n2-8147 as wrapped by the terminal', covers: '536-2\n2-8147' },
      { text: 'holder 53\n6-22-8147', covers: '53\n6-22-8147' },
    ],
    ignore: [
      'Order #100234567 shipped',
      'sample 078-05-1120 from a wallet insert',
      'placeholder 123-45-6789',
      'area 666: 666-12-3456',
      'invalid group 536-00-8147, invalid serial 536-22-0000, ITIN range 912-70-1234',
      'part of 1536-22-8147 or 536-22-81470 or 536-22-8147-2',
      'v1.12.4 at 10.0.4.12 on 2024-01-15 12:30:45',
      'certified to ISO 20 2015 and SOS-12-3456',
      'part SB-12-OOOO and code 5OO-OO-1234',
      'step 12\n345-67-89012 is longer than a number',
      ...BENIGN_SAMPLES,
    ],
  },
  'us-ssn-labelled': {
    match: [
      { text: 'Social Security Number: 536228147', covers: '536228147' },
      { text: 'SSN 5 3 6 2 2 8 1 4 7', covers: '5 3 6 2 2 8 1 4 7' },
      { text: 'ssn: 536 22 8l47 (scanned)', covers: '536 22 8l47' },
      { text: 'SOCIAL_SECURITY_NO = "536-22-8147"', covers: '536-22-8147' },
      { text: 'Could you verify the SSN below?\n\n536 2 28.147\n\nThanks', covers: '536 2 28.147' },
    ],
    ignore: ['SSN below\n\n\n\n536228147', 'SSN field, then much later in the log ........................................ 536228147', 'SSN 666228147', 'Order #100234567'],
  },
};
