/** Own examples of the rules in person-name.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';
import { BENIGN_SAMPLES } from '../validators/benign-samples';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'person-name': {
    match: [
      { text: 'I met Sarah Connor yesterday', covers: 'Sarah Connor' },
      { text: 'Yesterday Sarah Connor called', covers: 'Sarah Connor' },
      { text: 'then María José García agreed', covers: 'María José García' },
      { text: 'Will Smith?', covers: 'Will Smith' },
      { text: 'a note from Wei Zhang about it', covers: 'Wei Zhang' },
      { text: 'painted by Vincent van Gogh in 1889', covers: 'Vincent van Gogh' },
      { text: 'John F. Kennedy spoke', covers: 'John F. Kennedy' },
      { text: 'ask Fatima al-Fihri first', covers: 'Fatima al-Fihri' },
      { text: 'Sarah Connor\'s car', covers: 'Sarah Connor' },
      { text: 'we sent it to Priya on Monday', covers: 'Priya' },
    ],
    ignore: [
      'kill the process and restart it',
      'Church Street closed for repairs',
      'April showers bring May flowers',
      'April Showers Bring May Flowers',
      'the Jordan River floods in spring',
      'May I ask a question?',
      'Mark Down the price',
      'Grace Period Ends Friday',
      'Ask Claude to summarise the union type',
      'the test is positive',
      'George Washington University',
      'flights to Saint Helena',
      'sarah.connor@example.org',
      'Meeting on Jan 15 with the team',
      'Hello World',
      'My Awesome Project',
      'Dev Dependency',
      ...BENIGN_SAMPLES,
    ],
  },
};
