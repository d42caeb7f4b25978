/** Own examples of the rules in easypost.ts: what each must find and must leave alone. Test-only; never shipped. */
import type { RecognizerExamples } from '../types';

export const EXAMPLES: Readonly<Record<string, RecognizerExamples>> = {
  'easypost-api-key': {
    match: [
      { text: 'EASYPOST_API_KEY=EZAKzV5tKvyPiQOh0LOmL53MluuHvdtmtNR11b7gDf8Ac3F3E5yjraJUdK', covers: 'EZAKzV5tKvyPiQOh0LOmL53MluuHvdtmtNR11b7gDf8Ac3F3E5yjraJUdK' },
      { text: 'EASYPOST_API_KEY=EZAKzV5tKvyPiQOh0LOmL53MluuHvdtmtN\nR11b7gDf8Ac3F3E5yjraJUdK', covers: 'EZAKzV5tKvyPiQOh0LOmL53MluuHvdtmtN\nR11b7gDf8Ac3F3E5yjraJUdK' },
    ],
    ignore: ['EZAKoNiVaxuPMOK3aWnbTTKo'],
  },
};
